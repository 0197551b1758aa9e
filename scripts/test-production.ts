/**
 * `npm run test:production`: the deploy path, proven in a throwaway copy of the project.
 *   1. A build with production settings in .env.local, made the way the docs tell an
 *      organiser, passes the deploy guard (scripts/test-guard.ts proves it refuses the test
 *      builds, on the exports the other runs already made).
 *   2. That build, served by the Firebase Hosting emulator with firebase.json, passes the
 *      Playwright specs in e2e/production/ (page policies, no test code, Observatory A+, and on
 *      real time: ended events read as past everywhere).
 *
 * Run with `tsx --test`; the working tree is never touched.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { envFileText, PRODUCTION_SETTINGS } from '../e2e/production/settings';
import {
  commitScratchCopy,
  makeScratchCopy,
  removeScratchCopy,
  runE2eInCopy,
  runNpmScript,
} from '../tests/support/scratch-copy';

let copy: string;

before(() => {
  copy = makeScratchCopy('production');
  // A clone, as the workflow builds: the guard refuses a build without git history.
  commitScratchCopy(copy);
});

after(() => removeScratchCopy(copy));

/** Builds with `script`, runs the guard, and returns its exit status and what it said. */
function buildAndGuard(script: string) {
  const build = runNpmScript(copy, script);
  assert.equal(build.status, 0, `npm run ${script} failed:\n${build.log}`);
  const guard = runNpmScript(copy, 'check:deploy');
  return { status: guard.status, log: guard.log };
}

test('a build with production settings in .env.local passes the deploy guard', () => {
  writeFileSync(path.join(copy, '.env.local'), envFileText());
  const guard = buildAndGuard('build');
  assert.equal(guard.status, 0, guard.log);
  assert.match(
    guard.log,
    new RegExp(
      `production build for Firebase project "${PRODUCTION_SETTINGS.NEXT_PUBLIC_FIREBASE_PROJECT_ID}"`,
    ),
  );
  assert.match(guard.log, /settings from .*\.env\.local/);
});

test('served by the Hosting emulator, the production build passes e2e/production/', () => {
  const status = runE2eInCopy(copy, PRODUCTION_SETTINGS.NEXT_PUBLIC_FIREBASE_PROJECT_ID, {
    E2E_PRODUCTION: '1',
  });
  assert.equal(status, 0, 'the production specs failed (see above)');
});
