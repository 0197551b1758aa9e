/** @jest-environment node */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { SITE_FILE } from '@/lib/content/site';
import { readEventFiles } from '@/lib/events/content';
import { readDrawFiles } from '@/lib/events/draw/load';
import { DRAWS_FOLDER } from '@/lib/events/draw/schema';

import { makeScratchCopy, removeScratchCopy, runNpmScript } from '../support/scratch-copy';

// Proves that a broken content file stops `next build` with a message naming the file, the entry
// and the field. The build runs in a throwaway copy of the project, never in the working tree.
jest.setTimeout(180_000);

let copy: string;

beforeAll(() => {
  copy = makeScratchCopy('broken', { compiles: false });
});

afterAll(() => removeScratchCopy(copy));

/** A draw whose first result names a winner who is not in the match (r1-m1 is Ann v Dev). */
const BROKEN_DRAW = {
  entrants: 'Ann\nBea\nCal\nDev',
  results: [{ match: 'r1-m1: Ann v Dev', winner: 'Nobody Of This Name' }],
};

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

/** The draw file of the event the draw test breaks: its own fixture, not one of content/draws/. */
let drawFile: string | undefined;

test('a winner who is not in the match fails the build naming file, match and field', () => {
  // The event files as they are (the test above broke one).
  for (const { file } of readEventFiles()) {
    writeFileSync(path.join(copy, file), readFileSync(path.join(process.cwd(), file)));
  }
  // A knockout of the test's own for the first event the loader reads (in place of any draw it
  // has), whose first result names a winner who is not in the match.
  const [first] = readEventFiles();
  drawFile = `${DRAWS_FOLDER}/${(first!.data as { id: string }).id}.json`;
  mkdirSync(path.join(copy, DRAWS_FOLDER), { recursive: true });
  writeFileSync(path.join(copy, drawFile), JSON.stringify(BROKEN_DRAW, null, 2));

  const build = runNpmScript(copy, 'build');
  expect(build.status).not.toBe(0);
  expect(build.log).toContain(
    `${drawFile}: result 1, match r1-m1: field "winner": "Nobody Of This Name" is not in this match`,
  );
});

test('a founding year after this year fails the build naming the file and the field', () => {
  // The draw files as they are (the test above wrote one).
  const original = drawFile && path.join(process.cwd(), drawFile);
  if (original && !existsSync(original)) rmSync(path.join(copy, drawFile!));
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
