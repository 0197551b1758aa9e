import { expect, test } from './fixtures';

// The normal test build has no Storage bucket (npm run build:test). Such a build must make no
// Storage call at all and not even download the Storage SDK, on every page that shows
// overridable pictures. (e2e/storage.spec.ts checks the opposite on the build with a bucket.)
// playwright.config.ts leaves this file out of the storage run.

// The SDK's default host is a literal in its code, and nowhere else in ours.
const STORAGE_SDK_MARKER = 'firebasestorage.googleapis.com';
const STORAGE_HOSTS = /firebasestorage\.googleapis\.com|storage\.googleapis\.com|appspot\.com/;

const PAGES = [
  '/',
  '/events/',
  '/events/cricket/',
  '/about/',
  '/teams/mentors/',
  '/teams/cc/',
  '/gallery/',
];

for (const path of PAGES) {
  test(`without a bucket, ${path} makes no Storage request and loads no Storage code`, async ({
    page,
  }) => {
    const storageRequests: string[] = [];
    const sdkScripts: string[] = [];
    let scripts = 0;
    page.on('request', (request) => {
      if (STORAGE_HOSTS.test(new URL(request.url()).host)) storageRequests.push(request.url());
    });
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts += 1;
      if ((await response.text().catch(() => '')).includes(STORAGE_SDK_MARKER)) {
        sdkScripts.push(response.url());
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // Longer than the idle callback's 3 s timeout, after which overrides would start.
    await page.waitForTimeout(3_500);
    expect(scripts).toBeGreaterThan(3);
    expect(sdkScripts).toEqual([]);
    expect(storageRequests).toEqual([]);
  });
}
