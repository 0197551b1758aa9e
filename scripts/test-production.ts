/**
 * `npm run test:production`: the deploy path, proven in a throwaway copy of the project.
 *   1. A test build (`npm run build:test`) and a build with no settings (the demo project) are
 *      refused by the deploy guard, each reason named.
 *   2. A build with production settings in .env.local, made the way the README tells an
 *      organiser, passes the guard.
 *   3. That build, served by the Firebase Hosting emulator with firebase.json, passes the
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
  makeScratchCopy,
  removeScratchCopy,
  runE2eInCopy,
  runNpmScript,
} from '../tests/support/scratch-copy';

let copy: string;

before(() => {
  copy = makeScratchCopy('production');
});

after(() => removeScratchCopy(copy));

/** Builds with `script`, runs the guard, and returns its exit status and what it said. */
function buildAndGuard(script: string) {
  const build = runNpmScript(copy, script);
  assert.equal(build.status, 0, `npm run ${script} failed:\n${build.log}`);
  const guard = runNpmScript(copy, 'check:deploy');
  return { status: guard.status, log: guard.log };
}

test('the deploy guard refuses the test build, naming why', () => {
  const guard = buildAndGuard('build:test');
  assert.notEqual(guard.status, 0, guard.log);
  assert.match(guard.log, /Deploy refused/);
  assert.match(guard.log, /built for tests: the end-to-end test hooks are compiled in/);
  assert.match(
    guard.log,
    /built for tests: the test ids test-public-key, service_test, template_test/,
  );
  assert.match(guard.log, /no Firebase project is configured/);
  // The test build's clock is pinned on the spec's day.
  assert.match(guard.log, /built with a pinned clock \(NEXT_PUBLIC_SITE_NOW=/);
});

test('the deploy guard refuses a build with no settings (demo project, emulator)', () => {
  const guard = buildAndGuard('build');
  assert.notEqual(guard.status, 0, guard.log);
  assert.doesNotMatch(guard.log, /built for tests/);
  assert.match(guard.log, /built for the demo project "demo-team-sportivo"/);
  assert.match(
    guard.log,
    /an emulator or local address is in the site: http:\/\/127\.0\.0\.1:9099/,
  );
  assert.match(guard.log, /page policies allow the insecure source http:\/\/127\.0\.0\.1:9099/);
});

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
