/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { SITE_FILE } from '@/lib/content/site';
import { readEventFiles } from '@/lib/events/content';
import { readDrawFiles } from '@/lib/events/draw/load';

import { makeScratchCopy, removeScratchCopy, runNpmScript } from '../support/scratch-copy';

// Proves that a broken content file stops `next build` with a message naming the file, the entry
// and the field. The build runs in a throwaway copy of the project, never in the working tree.
jest.setTimeout(180_000);

let copy: string;

beforeAll(() => {
  copy = makeScratchCopy('broken');
});

afterAll(() => removeScratchCopy(copy));

test('a malformed date in an event file fails the build naming file, event and field', () => {
  // Any event will do: the first file the loader reads.
  const [first] = readEventFiles();
  const id = (first!.data as { id: string }).id;
  const file = path.join(copy, first!.file);
  const event = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...event, startsAt: '9 April 2025' }, null, 2));

  const build = runNpmScript(copy, 'build');
  expect(build.status).not.toBe(0);
  expect(build.log).toContain(`${first!.file}: event "${id}": field "startsAt"`);
});

test('a winner who is not in the match fails the build naming file, match and field', () => {
  // The event files as they are (the test above broke one).
  for (const { file } of readEventFiles()) {
    writeFileSync(path.join(copy, file), readFileSync(path.join(process.cwd(), file)));
  }
  // Any draw with a result will do: the first one the loader reads.
  const entry = readDrawFiles().find(
    (file) => ((file.data as { results?: unknown[] }).results ?? []).length > 0,
  );
  expect(entry).toBeDefined();
  const file = path.join(copy, entry!.file);
  const draw = JSON.parse(readFileSync(file, 'utf8')) as { results: { match: string }[] };
  const [first, ...rest] = draw.results;
  const broken = { ...draw, results: [{ ...first!, winner: 'Nobody Of This Name' }, ...rest] };
  writeFileSync(file, JSON.stringify(broken, null, 2));

  const build = runNpmScript(copy, 'build');
  expect(build.status).not.toBe(0);
  const match = first!.match.split(':')[0];
  expect(build.log).toContain(
    `${entry!.file}: result 1, match ${match}: field "results.0.winner": "Nobody Of This Name" is not in this match`,
  );
});

test('a founding year after this year fails the build naming the file and the field', () => {
  // The draw files as they are (the test above broke one).
  for (const { file } of readDrawFiles()) {
    writeFileSync(path.join(copy, file), readFileSync(path.join(process.cwd(), file)));
  }
  const file = path.join(copy, SITE_FILE);
  const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const future = new Date().getUTCFullYear() + 2;
  writeFileSync(file, JSON.stringify({ ...site, foundedYear: future }, null, 2));

  const build = runNpmScript(copy, 'build');
  expect(build.status).not.toBe(0);
  expect(build.log).toContain(`${SITE_FILE}: field "foundedYear": ${future} is after this year`);
});
