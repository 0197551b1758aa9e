import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

import { SDK_MARKERS } from '../lib/build/page-assets';
import { expect, test, trackNetwork } from './fixtures';
import { ALL_ROUTES } from './routes';

// What a visitor who only looks pays, on every route, checked once and the way the browser
// spends it: load the page on a phone-sized screen, touch nothing, let it settle (its idle-time
// work and link prefetches included), then add up what it fetched, each file gzipped as the
// host sends it.
//   - JavaScript at most 150 KB, CSS at most 20 KB; the home page at most 400 KB in all.
//   - No Firebase (Auth or Storage) and no EmailJS code, and no request to their hosts or to the
//     Auth emulator: a signed-out visitor needs neither, and the test build has no bucket.
// The sign-in pages then prove the check can fail: touching the form loads the Auth SDK.
const KB = 1024;
const BUDGET = { js: 150 * KB, css: 20 * KB, homeTotal: 400 * KB };
const OUT = path.resolve('out');

const SDK_HOSTS = /googleapis\.com|appspot\.com|api\.emailjs\.com|127\.0\.0\.1:9099|localhost:9099/;

const files = new Map<string, { bytes: number; text: string }>();
function fromOut(pathname: string) {
  const cached = files.get(pathname);
  if (cached) return cached;
  const relative = decodeURIComponent(pathname).replace(/\/$/, '/index.html');
  const buffer = readFileSync(path.join(OUT, relative));
  const compressible = !/\.(woff2?|png|jpe?g|webp|avif)$/.test(relative);
  const entry = {
    bytes: compressible ? gzipSync(buffer).length : buffer.length,
    text: compressible ? buffer.toString('utf8') : '',
  };
  files.set(pathname, entry);
  return entry;
}

/** Loads `route`, lets it settle and returns what it fetched from the site and from elsewhere. */
async function visit(page: Page, route: string, origin: string) {
  const fetched: { pathname: string; type: string }[] = [];
  const foreign: string[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin)
      fetched.push({ pathname: url.pathname, type: request.resourceType() });
  });
  page.on('request', (request) => {
    if (SDK_HOSTS.test(new URL(request.url()).host)) foreign.push(request.url());
  });
  const network = trackNetwork(page);
  await page.goto(route);
  await network.settled();
  const ofType = (type: string) => [
    ...new Set(fetched.filter((f) => f.type === type).map((f) => f.pathname)),
  ];
  return { fetched, foreign, scripts: ofType('script'), styles: ofType('stylesheet') };
}

const sdkIn = (pathname: string) =>
  Object.entries(SDK_MARKERS)
    .filter(([, markers]) => markers.some((marker) => fromOut(pathname).text.includes(marker)))
    .map(([sdk]) => `${pathname} holds ${sdk} code`);

test.use({ viewport: { width: 412, height: 823 } });

for (const route of ALL_ROUTES) {
  test(`${route}: within the byte budgets, no Firebase or EmailJS code or request`, async ({
    page,
    baseURL,
  }) => {
    const { fetched, foreign, scripts, styles } = await visit(
      page,
      route,
      new URL(baseURL!).origin,
    );

    expect(scripts.length).toBeGreaterThan(3);
    const sum = (list: string[]) => list.reduce((total, p) => total + fromOut(p).bytes, 0);
    const report = scripts.map((p) => `${p} ${fromOut(p).bytes}`).join('\n');
    expect(sum(scripts), `gzipped JavaScript on ${route}:\n${report}`).toBeLessThanOrEqual(
      BUDGET.js,
    );
    expect(sum(styles), `gzipped CSS on ${route}`).toBeLessThanOrEqual(BUDGET.css);
    expect(scripts.flatMap(sdkIn)).toEqual([]);
    expect(foreign).toEqual([]);

    if (route === '/') {
      const everything = [...new Set(fetched.map((f) => f.pathname))];
      expect(
        sum(everything),
        `everything / fetched:\n${everything.join('\n')}`,
      ).toBeLessThanOrEqual(BUDGET.homeTotal);
    }
  });
}

for (const route of ['/signin/', '/signup/']) {
  test(`${route} loads the Auth SDK once the visitor touches the form (so the check can fail)`, async ({
    page,
    baseURL,
  }) => {
    const { scripts } = await visit(page, route, new URL(baseURL!).origin);
    expect(scripts.flatMap(sdkIn)).toEqual([]);
    const sdk = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' &&
        (await response.text().catch(() => '')).includes(SDK_MARKERS['Firebase Auth'][0]),
    );
    await page.getByLabel('Email').focus();
    await sdk;
  });
}
