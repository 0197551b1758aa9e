/**
 * `npm run test:guard`: the deploy guard refuses the export in out/ that `npm run build:test`
 * just made (test hooks and test ids compiled in), naming each reason, on the export the
 * end-to-end specs used (no extra build). A build with no settings (demo project) is refused
 * in scripts/test-fest.ts; a production build passing the guard is proven in
 * scripts/test-production.ts.
 *
 * Run with `tsx --test`; reads out/, writes nothing.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

function guard() {
  const run = spawnSync('npx', ['tsx', 'scripts/check-deploy.ts'], {
    encoding: 'utf8',
    // The settings an organiser who configured nothing has: none, and no opt-out either.
    env: Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !key.startsWith('NEXT_PUBLIC_') && !key.startsWith('ALLOW_NO_'),
      ),
    ) as NodeJS.ProcessEnv,
  });
  return { status: run.status, log: `${run.stdout}${run.stderr}` };
}

test('the deploy guard refuses the test build, naming why', () => {
  const { status, log } = guard();
  assert.notEqual(status, 0, log);
  assert.match(log, /Deploy refused/);
  assert.match(log, /built for tests: the end-to-end test hooks are compiled in/);
  assert.match(log, /built for tests: the test ids test-public-key, service_test, template_test/);
  assert.match(log, /no Firebase project is configured/);
  // No EmailJS settings (the test ids come from package.json, not from these settings).
  assert.match(log, /the contact form cannot send: set NEXT_PUBLIC_EMAILJS_PUBLIC_KEY/);
  // The content manager names no repository to save to (CMS_GITHUB_REPO unset).
  assert.match(log, /content manager \(admin\/config\.yml\) has no repository to save to/);
  // Nor an OAuth client to sign organisers in with (CMS_AUTH_URL unset).
  assert.match(log, /content manager \(admin\/config\.yml\) cannot sign organisers in/);
  // The test builds' clock is pinned on the spec's day.
  assert.match(log, /built with a pinned clock \(NEXT_PUBLIC_SITE_NOW=/);
});
