/**
 * The build's last step, after scripts/csp.ts: writes out/sw.js, the service worker of
 * lib/offline/worker/, with the list of files it saves on install (lib/offline/precache-files.ts)
 * read from the pages as they will be served (their final HTML exists only now).
 *
 * workbox-build's injectManifest gives each file a revision from its content alone (or none for
 * the hashed files under /_next/static/), so a rebuild that changes nothing writes the same
 * list, and returning visitors download only what changed.
 *
 * Run after `next build` and scripts/csp.ts: `tsx scripts/service-worker.ts [outDir]`.
 */
// Settings as `next build` reads them (.env files included): first, before lib/env loads.
import '../lib/build/load-env';

import { rmSync } from 'node:fs';
import path from 'node:path';

import { writeServiceWorker } from './lib/service-worker';

const outDir = path.resolve(process.argv[2] ?? 'out');

writeServiceWorker(outDir)
  .then(({ count, size }) => {
    console.log(
      `service worker: ${path.relative(process.cwd(), path.join(outDir, 'sw.js'))} saves ${count} files (${(size / 1024).toFixed(0)} KB) on install`,
    );
  })
  .catch((error: unknown) => {
    // A half-written worker must not be deployed.
    rmSync(path.join(outDir, 'sw.js'), { force: true });
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
