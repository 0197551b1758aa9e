/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { FESTS_FILE } from '@/lib/content/fests';
import { PAGES_FILE } from '@/lib/content/pages';
import { SITE_FILE } from '@/lib/content/site';
import { eventFileIds, readEventFiles } from '@/lib/events/content';

import { makeScratchCopy, PROJECT_ROOT, removeScratchCopy } from '../support/scratch-copy';

// The build's first step names every broken file at once: one hidden behind another (a fest
// behind a broken event, the pages behind broken club facts) would surface only after the first
// is fixed, a second failed build later. It runs in a throwaway copy of the project.
jest.setTimeout(120_000);

let copy: string;
beforeAll(() => {
  copy = makeScratchCopy('check-content', { compiles: false });
});
afterAll(() => removeScratchCopy(copy));

/** Rewrites a content file of the copy, as the working tree has it with `change` made. */
function change<T>(file: string, edit: (data: T) => void) {
  const data = JSON.parse(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')) as T;
  edit(data);
  writeFileSync(path.join(copy, file), JSON.stringify(data, null, 2));
}

it('names a broken fest beside a broken event, and broken pages beside broken club facts', () => {
  const [first] = readEventFiles();
  const id = (first!.data as { id: string }).id;
  change<Record<string, unknown>>(first!.file, (event) => (event.startsAt = '9 April 2025'));
  const unknown = 'no-such-event';
  expect(eventFileIds()).not.toContain(unknown);
  let fest = '';
  change<{ fests: { id: string; eventIds: string[] }[] }>(FESTS_FILE, ({ fests: [festOne] }) => {
    fest = festOne!.id;
    festOne!.eventIds.push(unknown);
  });
  change<Record<string, unknown>>(SITE_FILE, (site) => (site.description = 'Sports club.'));
  change<Record<string, { title?: string }>>(PAGES_FILE, (pages) => (pages.about!.title = ''));

  const check = spawnSync(
    path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'),
    ['scripts/check-content.ts'],
    { cwd: copy, encoding: 'utf8' },
  );
  expect(check.status).not.toBe(0);
  for (const said of [
    `${first!.file}: event "${id}": field "startsAt"`,
    `${FESTS_FILE}: fest "${fest}": field "eventIds #`,
    `unknown event id "${unknown}"`,
    `${SITE_FILE}: field "description"`,
    `${PAGES_FILE}: page "about": field "title": is missing`,
  ]) {
    expect(check.stderr).toContain(said);
  }
});
