import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { ALL_ROUTES } from './routes';

// A visitor who has never signed in downloads none of the Firebase SDK on content pages.
// "identitytoolkit.googleapis.com" is the Auth SDK's own endpoint name: it is in its code, and
// nowhere else in ours.
const FIREBASE_MARKER = 'identitytoolkit';

async function scriptsFetched(page: Page, path: string) {
  const scripts: { url: string; bytes: number; firebase: boolean }[] = [];
  const firebaseHosts: string[] = [];
  page.on('request', (request) => {
    if (/googleapis\.com|127\.0\.0\.1:9099/.test(request.url())) firebaseHosts.push(request.url());
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    scripts.push({
      url: response.url(),
      bytes: body.length,
      firebase: body.includes(FIREBASE_MARKER),
    });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // Give idle-time work (prefetches, deferred imports) a chance to run.
  await page.waitForTimeout(1_000);
  return { scripts, firebaseHosts };
}

// Every page, /signin/ and /signup/ included: a visitor who only looks downloads no Auth code.
for (const path of ALL_ROUTES) {
  test(`a fresh visitor on ${path} downloads no Firebase code`, async ({ page }) => {
    const { scripts, firebaseHosts } = await scriptsFetched(page, path);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((script) => script.firebase).map((script) => script.url)).toEqual([]);
    expect(firebaseHosts).toEqual([]);
  });
}

for (const path of ['/signin/', '/signup/']) {
  test(`${path} loads the Firebase SDK once the visitor touches the form (so the check above can fail)`, async ({
    page,
  }) => {
    const { scripts } = await scriptsFetched(page, path);
    expect(scripts.some((script) => script.firebase)).toBe(false);
    const sdk = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' &&
        (await response.text().catch(() => '')).includes(FIREBASE_MARKER),
    );
    await page.getByLabel('Email').focus();
    await sdk;
  });
}
