/**
 * `npm run test:guard`: the deploy guard refuses the export in out/ that the test run just
 * built, naming each reason. Run after a test build, on the export the end-to-end specs used
 * (no extra build):
 *   GUARD_BUILD=test  after `npm run build:test` (test hooks and test ids compiled in)
 *   GUARD_BUILD=demo  after `npm run build:test:alt` (no settings but a bucket: demo project)
 * A production build passing the guard is proven in scripts/test-production.ts.
 *
 * Run with `tsx --test`; reads out/, writes nothing.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

const build = process.env.GUARD_BUILD;

function guard() {
  const run = spawnSync('npx', ['tsx', 'scripts/check-deploy.ts'], {
    encoding: 'utf8',
    // The settings an organiser who configured nothing has: none.
    env: Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('NEXT_PUBLIC_')),
    ) as NodeJS.ProcessEnv,
  });
  return { status: run.status, log: `${run.stdout}${run.stderr}` };
}

test('GUARD_BUILD names the export to check', () => {
  assert.ok(build === 'test' || build === 'demo', `GUARD_BUILD must be test or demo, not ${build}`);
});

if (build === 'test') {
  test('the deploy guard refuses the test build, naming why', () => {
    const { status, log } = guard();
    assert.notEqual(status, 0, log);
    assert.match(log, /Deploy refused/);
    assert.match(log, /built for tests: the end-to-end test hooks are compiled in/);
    assert.match(log, /built for tests: the test ids test-public-key, service_test, template_test/);
    assert.match(log, /no Firebase project is configured/);
    // The test builds' clock is pinned on the spec's day.
    assert.match(log, /built with a pinned clock \(NEXT_PUBLIC_SITE_NOW=/);
  });
}

if (build === 'demo') {
  test('the deploy guard refuses a build with no project settings (demo project, emulator)', () => {
    const { status, log } = guard();
    assert.notEqual(status, 0, log);
    assert.doesNotMatch(log, /built for tests/);
    assert.match(log, /built for the demo project "demo-team-sportivo"/);
    assert.match(log, /an emulator or local address is in the site: http:\/\/127\.0\.0\.1:9099/);
    assert.match(log, /page policies allow the insecure source http:\/\/127\.0\.0\.1:9099/);
    assert.match(log, /built with a pinned clock \(NEXT_PUBLIC_SITE_NOW=/);
  });
}
