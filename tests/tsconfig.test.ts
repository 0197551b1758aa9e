/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

// What `next build` type-checks: the files tsconfig.json names, read from a folder laid out as
// the project is after `npm run cms` (next dev) and a build.
const ROOT = path.resolve(__dirname, '..');
const FILES = [
  'app/page.tsx',
  'lib/routes.ts',
  'next-env.d.ts',
  '.next/types/routes.d.ts',
  '.next/types/validator.ts',
  '.next/dev/types/routes.d.ts',
  '.next/dev/types/validator.ts',
  '.next/cache/stale.ts',
  'out/stale.ts',
];

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'sportivo-tsconfig-'));
  writeFileSync(
    path.join(folder, 'tsconfig.json'),
    readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8'),
  );
  for (const file of FILES) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), 'export {};\n');
  }
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('the build checks the pages against its own generated types, not the dev server’s', () => {
  const { config, error } = ts.readConfigFile(path.join(folder, 'tsconfig.json'), ts.sys.readFile);
  expect(error).toBeUndefined();
  const checked = ts
    .parseJsonConfigFileContent(config, ts.sys, folder)
    .fileNames.map((file) => path.relative(folder, file))
    .sort();
  // .next/dev is what `next dev` wrote when it last ran: a stale copy made the build re-check
  // every file and fail on a route removed since.
  expect(checked).toEqual(
    [
      'app/page.tsx',
      'lib/routes.ts',
      'next-env.d.ts',
      '.next/types/routes.d.ts',
      '.next/types/validator.ts',
    ].sort(),
  );
});
