/**
 * `npm run cms`: edit the site on your own computer, with no account. Starts the site in
 * development mode (`next dev`) and Decap's local backend (`decap-server`, port 8081), which
 * writes the content files and pictures straight into this folder. Open the address it prints,
 * edit, save, and the page shows the change at once. Stop with Ctrl+C.
 *
 * After each save under content/ it writes the CMS configurations again (scripts/admin.ts
 * --config-only): a result recorded in the results editor decides who plays the next match,
 * which its match list then offers once the editor is reloaded.
 *
 * Only this computer can use them: both listen on 127.0.0.1 at ports of their own, and each sits
 * behind a doorman (scripts/lib/local-guard.ts) on 127.0.0.1 at the usual port that refuses a
 * request not addressed to localhost, or sent by a page of another site; the backend's also
 * refuses an upload that is not a picture.
 *
 * PORT sets the site's port (default 3000), CMS_BACKEND_PORT the backend's (default 8081).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';

import { freePort, LOOPBACK, startLocalGuard } from './lib/local-guard';

const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const port = Number(process.env.PORT ?? '3000');
const backendPort = Number(process.env.CMS_BACKEND_PORT ?? '8081');

const children: ChildProcess[] = [];
const guards: Server[] = [];
let watcher: FSWatcher | undefined;
let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  watcher?.close();
  for (const child of children) child.kill('SIGTERM');
  for (const guard of guards) guard.close();
  process.exitCode = code;
}

async function main() {
  const admin = spawnSync(bin('tsx'), ['scripts/admin.ts', '--local'], { stdio: 'inherit' });
  if (admin.status !== 0) process.exit(admin.status ?? 1);

  const [innerSite, innerBackend] = [await freePort(), await freePort()];
  children.push(
    // decap-server reads PORT too: give it its own. BIND_HOST keeps it off the network.
    spawn(bin('decap-server'), [], {
      stdio: 'inherit',
      env: { ...process.env, PORT: String(innerBackend), BIND_HOST: LOOPBACK, MODE: 'fs' },
    }),
    spawn(bin('next'), ['dev', '--hostname', LOOPBACK, '--port', String(innerSite)], {
      stdio: 'inherit',
    }),
  );
  for (const child of children) child.on('exit', (code) => stop(code ?? 0));
  // A save writes one or more files at once: write the configurations once they have landed,
  // one run at a time, without holding up the doormen (a spawnSync here would stall them).
  let pending: NodeJS.Timeout | undefined;
  let writing = false;
  let again = false;
  const writeConfigs = () => {
    if (writing) return void (again = true);
    writing = true;
    spawn(bin('tsx'), ['scripts/admin.ts', '--local', '--config-only'], { stdio: 'inherit' }).on(
      'exit',
      () => {
        writing = false;
        if (again) {
          again = false;
          writeConfigs();
        }
      },
    );
  };
  watcher = watch(path.join(root, 'content'), { recursive: true }, () => {
    clearTimeout(pending);
    pending = setTimeout(writeConfigs, 300);
  });
  guards.push(
    await startLocalGuard(port, innerSite),
    await startLocalGuard(backendPort, innerBackend, { checkUploads: true }),
  );

  console.log(
    `\n  Content manager: http://localhost:${port}/admin/index.html` +
      `\n  Results editor:  http://localhost:${port}/admin/results/index.html` +
      `\n  The site:        http://localhost:${port}/` +
      `\n  (this computer only)\n`,
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
});
