/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { readContentFile } from '@/lib/content/read';
import { getSite, SITE_FILE } from '@/lib/content/site';

import { contentErrorOf } from '../lib/content/content-error';
import { makeScratchCopy, PROJECT_ROOT, removeScratchCopy } from '../support/scratch-copy';

// scripts/admin.ts writes the CMS's configurations before `npm run cms` opens it (and after each
// save), so it must not stop at a broken content/site.json: the content manager is how an
// organiser fixes it. It runs in a throwaway copy of the project, never in the working tree.
jest.setTimeout(120_000);

const TSX = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');

let copy: string;
beforeAll(() => {
  copy = makeScratchCopy('admin', { compiles: false });
});
afterAll(() => removeScratchCopy(copy));

/** content/site.json of the copy, as the working tree has it with `change` made. */
function writeSite(change: (site: Record<string, unknown>) => string) {
  const site = JSON.parse(readFileSync(path.join(PROJECT_ROOT, SITE_FILE), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(path.join(copy, SITE_FILE), change(site));
}

/** scripts/admin.ts in the copy, with no setting of the shell that runs the tests. */
function runAdmin(...args: string[]) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(NEXT_PUBLIC|CMS)_/.test(key)) delete env[key];
  }
  const config = path.join(copy, 'public', 'admin', 'config.yml');
  rmSync(config, { force: true });
  const run = spawnSync(TSX, ['scripts/admin.ts', ...args], { cwd: copy, encoding: 'utf8', env });
  const written = existsSync(config) ? readFileSync(config, 'utf8') : undefined;
  return { ...run, config: written && (JSON.parse(written.replace(/^#.*\n/, '')) as unknown) };
}

const tooShort = (site: Record<string, unknown>) =>
  JSON.stringify({ ...site, description: 'Sports club.' }, null, 2);
const notJson = (site: Record<string, unknown>) => JSON.stringify(site, null, 2).slice(0, -2);

it.each([
  ['fails its checks', tooShort],
  ['is not JSON', notJson],
])('writes the configurations for npm run cms when content/site.json %s', (_, change) => {
  writeSite(change);
  const run = runAdmin('--local', '--config-only');
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.config).toMatchObject({ local_backend: expect.any(Object) });
});

it("links a build's CMS to the site's url while content/site.json has other problems", () => {
  writeSite(tooShort);
  const run = runAdmin('--config-only');
  expect(run.status).toBe(0);
  expect(run.config).toMatchObject({ site_url: getSite().url });
});

it("names a content/site.json a build's CMS cannot read, without a stack", () => {
  writeSite(notJson);
  const run = runAdmin('--config-only');
  expect(run.status).not.toBe(0);
  expect(run.stderr).toBe(`${contentErrorOf(() => readContentFile(SITE_FILE, copy))}\n`);
});
