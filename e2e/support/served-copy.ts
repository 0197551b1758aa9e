import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export type ServedCopy = {
  /** The copy's export folder: change files here to stand for a new deploy. */
  out: string;
  origin: string;
  stop: () => Promise<void>;
};

/**
 * A copy of out/ served by its own Firebase Hosting emulator with the project's firebase.json,
 * on its own port: a site a test may redeploy (change files in `out`) without touching the
 * export the other specs read. Its own origin also gives it its own service worker.
 */
export async function serveCopyOfOut(port: number): Promise<ServedCopy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sportivo-served-'));
  const out = path.join(dir, 'out');
  cpSync(path.join(ROOT, 'out'), out, { recursive: true });
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  config.emulators = {
    hosting: { host: '127.0.0.1', port },
    hub: { port: port + 1400 },
    logging: { port: port + 1500 },
    ui: { enabled: false },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config));
  const child: ChildProcess = spawn(
    path.join(ROOT, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'hosting', '--project', `demo-served-${port}`],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  await new Promise<void>((resolve, reject) => {
    let log = '';
    child.stdout?.on('data', (chunk) => {
      log += String(chunk);
      if (log.includes('All emulators ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`hosting on ${port} exited (${code}):\n${log}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { out, origin: `http://127.0.0.1:${port}`, stop };
}
