/**
 * `npm run cms`: edit the site on your own computer, with no account. Starts the site in
 * development mode (`next dev`) and Decap's local backend (`decap-server`, port 8081), which
 * writes the content files and pictures straight into this folder. Open the address it prints,
 * edit, save, and the page shows the change at once. Stop with Ctrl+C.
 *
 * PORT sets the site's port (default 3000).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const port = process.env.PORT ?? '3000';

const admin = spawnSync(bin('tsx'), ['scripts/admin.ts', '--local'], { stdio: 'inherit' });
if (admin.status !== 0) process.exit(admin.status ?? 1);

const children: ChildProcess[] = [
  // decap-server reads PORT too: give it its own (8081, where the CMS looks for it).
  spawn(bin('decap-server'), [], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.CMS_BACKEND_PORT ?? '8081', MODE: 'fs' },
  }),
  spawn(bin('next'), ['dev', '--port', port], { stdio: 'inherit' }),
];

console.log(
  `\n  Content manager: http://localhost:${port}/admin/index.html` +
    `\n  The site:        http://localhost:${port}/\n`,
);

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
