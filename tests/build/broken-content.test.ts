/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Proves that a broken content file stops `next build` with a message naming the file, the entry
// and the field. The build runs in a throwaway copy of the project, never in the working tree.
const root = path.resolve(__dirname, '../..');
const SKIP = new Set([
  'node_modules',
  '.next',
  'out',
  '.git',
  'test-results',
  'playwright-report',
  'coverage',
]);

jest.setTimeout(180_000);

let copy: string;

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'sportivo-broken-'));
  cpSync(root, copy, {
    recursive: true,
    filter: (src) => !SKIP.has(path.basename(src)) || path.dirname(src) !== root,
  });
  // Hard links: a fast, full copy of node_modules (Turbopack refuses a symlink out of the project).
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('a malformed date in content/events.ts fails the build naming file, event and field', () => {
  const file = path.join(copy, 'content/events.ts');
  const source = readFileSync(file, 'utf8');
  const broken = source.replace(
    "startsAt: '2025-04-09T09:00:00+05:30'",
    "startsAt: '9 April 2025'",
  );
  expect(broken).not.toBe(source);
  writeFileSync(file, broken);

  const build = spawnSync(path.join(copy, 'node_modules/.bin/next'), ['build'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: '1' },
  });
  const output = `${build.stdout}\n${build.stderr}`;
  expect(build.status).not.toBe(0);
  expect(output).toContain('content/events.ts');
  expect(output).toContain('event "handball": field "startsAt"');
});
