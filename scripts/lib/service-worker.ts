import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

import { SDK_MARKERS } from '../../lib/build/page-assets';
import { getOfflinePages } from '../../lib/offline/pages';
import { getPrecacheFiles } from '../../lib/offline/precache-files';

const WORKER_SOURCE = path.resolve(__dirname, '../../lib/offline/worker/service-worker.ts');
/** Larger than any file a page loads first; a bigger one fails the step rather than vanish. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** A file name as a glob that matches only itself (Next's chunk names may hold glob signs). */
const literalGlob = (file: string) => file.replace(/[*?[\]{}()!+@\\]/g, '\\$&');

/**
 * Bundles the worker (esbuild: one classic script, as `navigator.serviceWorker.register` loads
 * it) and writes it to `outDir`/sw.js with its precache list. Fails when a listed file is
 * missing or too large, or when a saved file carries Firebase or EmailJS code.
 */
export async function writeServiceWorker(outDir: string): Promise<{ count: number; size: number }> {
  const files = getPrecacheFiles(outDir, getOfflinePages());
  for (const file of files) {
    const text = readFileSync(path.join(outDir, file), 'utf8');
    for (const [sdk, markers] of Object.entries(SDK_MARKERS)) {
      if (file.endsWith('.js') && markers.some((marker) => text.includes(marker))) {
        throw new Error(`${file} holds ${sdk} code: it must not be saved ahead of use`);
      }
    }
  }

  const scratch = mkdtempSync(path.join(tmpdir(), 'service-worker-'));
  try {
    const bundled = path.join(scratch, 'sw.js');
    await build({
      entryPoints: [WORKER_SOURCE],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      // Workbox's development logging is left out of the bundle.
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: path.join(outDir, 'sw.js'),
      globDirectory: outDir,
      globPatterns: files.map(literalGlob),
      globFollow: false,
      maximumFileSizeToCacheInBytes: MAX_FILE_BYTES,
      modifyURLPrefix: { '': '/' },
      // Hashed names: the URL is the revision.
      dontCacheBustURLsMatching: /^\/_next\/static\//,
      manifestTransforms: [
        // A page is saved under the address the site links to: "/events/", not ".../index.html".
        async (entries) => ({
          manifest: entries.map((entry) => ({
            ...entry,
            url: entry.url.replace(/\/index\.html$/, '/'),
          })),
          warnings: [],
        }),
      ],
    });
    if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('\n')}`);
    if (count !== files.length) {
      throw new Error(`service worker: ${files.length} files listed, ${count} found in ${outDir}`);
    }
    return { count, size };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
