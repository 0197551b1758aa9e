import { readFileSync } from 'node:fs';
import path from 'node:path';

import { filesBelow } from '../../lib/build/out-files';
import { RECAPTCHA_CSP_SOURCES } from '../../lib/contact/recaptcha';
import { parseCsp } from '../../lib/security/csp';
import { CMS_BUNDLE, CMS_CONFIG } from '../../scripts/deploy/guard';
import { expect, test, trackNetwork } from '../fixtures';
import { ALL_ROUTES } from '../routes';
import { PRODUCTION_SETTINGS } from './settings';

// The production-shaped build: settings in .env.local as an organiser writes them (see
// scripts/test-production.ts), served by the Hosting emulator with firebase.json. Each page's
// policy allows exactly the origins this build uses, and only on the pages that use them.

const OUT = path.resolve('out');
const AUTH_FRAME = `https://${PRODUCTION_SETTINGS.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN}`;
const STORAGE = 'https://firebasestorage.googleapis.com';
const AUTH_API = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const SIGN_IN_PAGES = ['/signin/', '/signup/'];

/** What each page may reach beyond itself, written out from what the pages do. */
function expectedSources(route: string) {
  const signIn = SIGN_IN_PAGES.includes(route);
  const contact = route === '/contact/';
  const captcha = (directive: keyof typeof RECAPTCHA_CSP_SOURCES) =>
    contact ? RECAPTCHA_CSP_SOURCES[directive] : [];
  return {
    'script-src': signIn ? ['https://apis.google.com'] : captcha('script-src'),
    'connect-src': [
      ...AUTH_API,
      STORAGE,
      ...(contact ? ['https://api.emailjs.com'] : []),
      ...captcha('connect-src'),
    ],
    'img-src': ['data:', 'blob:', STORAGE],
    'frame-src': signIn
      ? [AUTH_FRAME]
      : contact
        ? [...captcha('frame-src'), 'https://www.openstreetmap.org']
        : ["'none'"],
  };
}

function pagePolicy(html: string) {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  expect(content, 'a policy in <head>').toBeTruthy();
  return parseCsp(content ?? '');
}

for (const route of [...ALL_ROUTES, '/no-such-page/']) {
  test(`${route}: the policy allows exactly the origins this page uses`, async ({ request }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(route === '/no-such-page/' ? 404 : 200);
    const policy = pagePolicy(await response.text());
    const expected = expectedSources(route);
    const external = (directive: string) =>
      (policy.get(directive) ?? []).filter(
        (source) => source !== "'self'" && !source.startsWith("'sha256-"),
      );
    for (const [directive, sources] of Object.entries(expected)) {
      expect(external(directive), directive).toEqual(sources);
    }
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // The site's own service worker, and no other.
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect([...policy.values()].flat().filter((source) => /^http:/.test(source))).toEqual([]);
  });
}

// The routes read in a few browsing sessions of about seven pages each: the policies are checked
// on each page as it opens, and the framework's scripts come from the session's cache after its
// first page instead of a fresh browser's for every route.
const SESSION = 7;
const sessions = Array.from({ length: Math.ceil(ALL_ROUTES.length / SESSION) }, (_, index) =>
  ALL_ROUTES.slice(index * SESSION, (index + 1) * SESSION),
);
for (const routes of sessions) {
  test(`${routes[0]} to ${routes.at(-1)} open with no policy violation and no console error`, async ({
    page,
  }) => {
    const violations: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) {
        violations.push(`${current}: ${message.text()}`);
      }
    });
    // Storage is not reachable here: an empty bucket, so the bundled pictures stay.
    await page.route(`${STORAGE}/**`, (answer) =>
      answer.fulfill({ json: { prefixes: [], items: [] } }),
    );
    // Each page read once it has done all it does by itself.
    const network = trackNetwork(page);
    for (const route of routes) {
      current = route;
      await test.step(route, async () => {
        await page.goto(route);
        await network.settled();
      });
    }
    expect(violations).toEqual([]);
  });
}

test('no emulator, local address, demo project or test hook anywhere in out/', () => {
  const text = /\.(html|js|css|txt|json|xml|ics|webmanifest|svg|yml)$/;
  const offenders: string[] = [];
  for (const file of filesBelow(OUT).filter((name) => text.test(name))) {
    const content = readFileSync(file, 'utf8');
    const where = path.relative(OUT, file);
    // Decap CMS's bundle names its local backend, which it uses only when the CMS itself runs
    // on localhost (scripts/deploy/guard.ts): the one local address allowed, and only there.
    const scanned = CMS_BUNDLE.test(where)
      ? content.replaceAll('http://localhost:8081/api/v1', '')
      : content;
    if (/(?:https?:)?\/\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0)(?::\d+|\/\w)/.test(scanned)) {
      offenders.push(`${where}: local address`);
    }
    if (CMS_CONFIG.test(where) && content.includes('local_backend')) {
      offenders.push(`${where}: the CMS is set up for local editing`);
    }
    if (content.includes(':9099')) offenders.push(`${where}: Auth emulator port`);
    if (content.includes('demo-team-sportivo')) offenders.push(`${where}: demo project`);
    if (content.includes('__E2E_')) offenders.push(`${where}: test hook`);
    for (const id of ['test-public-key', 'service_test', 'template_test']) {
      if (content.includes(id)) offenders.push(`${where}: test id ${id}`);
    }
  }
  expect(offenders).toEqual([]);
  // And what this build was configured with is in it: the Firebase project in the scripts
  // (inlined at build), the EmailJS ids in the contact page (the server passes them to its form).
  const bundle = filesBelow(path.join(OUT, '_next'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  expect(bundle).toContain(PRODUCTION_SETTINGS.NEXT_PUBLIC_FIREBASE_API_KEY);
  expect(readFileSync(path.join(OUT, 'contact', 'index.html'), 'utf8')).toContain(
    PRODUCTION_SETTINGS.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  );
});
