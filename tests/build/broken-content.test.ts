/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { makeScratchCopy, removeScratchCopy, runNpmScript } from '../support/scratch-copy';

// Proves that a broken content file stops `next build` with a message naming the file, the entry
// and the field. The build runs in a throwaway copy of the project, never in the working tree.
jest.setTimeout(180_000);

let copy: string;

beforeAll(() => {
  copy = makeScratchCopy('broken');
});

afterAll(() => removeScratchCopy(copy));

test('a malformed date in content/events.ts fails the build naming file, event and field', () => {
  const file = path.join(copy, 'content/events.ts');
  const source = readFileSync(file, 'utf8');
  const broken = source.replace(
    "startsAt: '2025-04-09T09:00:00+05:30'",
    "startsAt: '9 April 2025'",
  );
  expect(broken).not.toBe(source);
  writeFileSync(file, broken);

  const build = runNpmScript(copy, 'build');
  const output = build.log;
  expect(build.status).not.toBe(0);
  expect(output).toContain('content/events.ts');
  expect(output).toContain('event "handball": field "startsAt"');
});
