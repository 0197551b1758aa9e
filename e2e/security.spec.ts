import { readFileSync } from 'node:fs';
import path from 'node:path';

import { filesBelow } from '../lib/build/out-files';
import { getCommittee } from '../lib/content/committee';
import { getPageCopy } from '../lib/content/pages';
import { getAllEvents } from '../lib/events/content';
import { expect, test } from './fixtures';
import { recordCspViolations } from './support/csp-violations';

/** The events list's heading, content/pages.json's through the loader. */
const EVENTS_HEADING = getPageCopy('events').hero.title;

/** An event's picture, whatever its format, through the loader. */
const EVENT_PICTURE = getAllEvents()[0]!.image;
const PICTURE_TYPES: Record<string, RegExp> = {
  svg: /^image\/svg\+xml/,
  png: /^image\/png/,
  jpg: /^image\/jpeg/,
  jpeg: /^image\/jpeg/,
  webp: /^image\/webp/,
  avif: /^image\/avif/,
};
const pictureType = (file: string) => PICTURE_TYPES[file.split('.').pop()!.toLowerCase()]!;

/** An event's artwork and a committee portrait drawn as SVG, whichever the content has. */
const CONTENT_SVGS = [
  getAllEvents().find((event) => event.image.endsWith('.svg'))?.image,
  getCommittee('cc').find((member) => member.src.endsWith('.svg'))?.src,
].filter((file): file is string => Boolean(file));

/** The policy firebase.json sends with every SVG: no script, nothing from elsewhere. */
const SVG_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox";

// Served by the Firebase Hosting emulator with the real firebase.json, so these are the headers
// and policies a deploy gets.

test.describe('content security policy', () => {
  let cspViolations: () => Promise<string[]>;
  test.beforeEach(async ({ page }) => {
    cspViolations = await recordCspViolations(page);
  });

  // Every route's own policy, with no violation: every-route.spec.ts.
  test('client-side navigation keeps working under the policy', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Events' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: EVENTS_HEADING, exact: true }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Gallery' })
      .click();
    await expect(page).toHaveURL(/\/gallery\/$/);
    expect(await cspViolations()).toEqual([]);
  });

  test('a link into a page with its own policy loads that page as a whole document', async ({
    page,
  }) => {
    await page.goto('/');
    const home = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(home).not.toContain('https://apis.google.com');
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await expect(page).toHaveURL(/\/signin\/$/);
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    // A new document: the marker is gone and the sign-in page's own policy is in force.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBeUndefined();
    const signIn = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(signIn).toContain('https://apis.google.com');
    expect(await cspViolations()).toEqual([]);
  });

  test('an injected inline script is blocked', async ({ page, pageErrors }) => {
    await page.goto('/');
    // An inline script that is allowed runs as it is inserted.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(async () =>
        (await cspViolations()).some((violation) => violation.startsWith('script-src')),
      )
      .toBe(true);
    // The browser reports the blocked script on the console: expected here, and only here.
    expect(pageErrors).toHaveLength(1);
    expect(pageErrors[0]).toMatch(
      /violates the following Content Security Policy directive 'script-src/,
    );
    pageErrors.length = 0;
  });
});

test.describe('response headers', () => {
  const common = {
    'strict-transport-security': /max-age=\d{8,}; includeSubDomains/,
    'x-content-type-options': /^nosniff$/,
    'x-frame-options': /^DENY$/,
    'referrer-policy': /^strict-origin-when-cross-origin$/,
    'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
    'content-security-policy': /frame-ancestors 'none'/,
    // Other sites cannot embed our files (pictures, scripts, data) in their pages.
    'cross-origin-resource-policy': /^same-site$/,
  };

  const kinds: { name: string; path: string; status: number; type: RegExp; cache: RegExp }[] = [
    {
      name: 'page',
      path: '/events/',
      status: 200,
      type: /text\/html/,
      cache: /max-age=0, must-revalidate/,
    },
    {
      name: '404 page',
      path: '/nowhere/',
      status: 404,
      type: /text\/html/,
      cache: /max-age=0, must-revalidate/,
    },
    {
      name: 'route data',
      path: '/events/index.txt',
      status: 200,
      type: /text\/plain/,
      cache: /max-age=0, must-revalidate/,
    },
    {
      // Read by the publish workflow's scheduled run: always the live one.
      name: 'build clock',
      path: '/build.json',
      status: 200,
      type: /application\/json/,
      cache: /^no-cache$/,
    },
    {
      name: 'image',
      path: EVENT_PICTURE,
      status: 200,
      type: pictureType(EVENT_PICTURE),
      cache: /^public, max-age=86400$/,
    },
  ];

  for (const kind of kinds) {
    test(`${kind.name}: security, type and caching headers`, async ({ request }) => {
      const response = await request.get(kind.path);
      expect(response.status()).toBe(kind.status);
      const headers = response.headers();
      for (const [name, pattern] of Object.entries(common))
        expect(headers[name], name).toMatch(pattern);
      expect(headers['content-type']).toMatch(kind.type);
      expect(headers['cache-control']).toMatch(kind.cache);
    });
  }

  test('SVG files get their own policy: no script, no outside resources, sandboxed', async ({
    request,
  }) => {
    // The site's icon, and the content's own SVG pictures.
    for (const file of ['/icon.svg', ...CONTENT_SVGS]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
      // One policy (the SVG rule replaces the site-wide one), without any script-src.
      expect(response.headers()['content-security-policy'], file).toBe(SVG_POLICY);
      expect(response.headers()['cross-origin-resource-policy']).toBe('same-site');
    }
  });

  test('every SVG in the export draws under that policy: nothing it would block', () => {
    const svgs = filesBelow('out').filter((file) => file.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(20);
    for (const file of svgs) {
      const text = readFileSync(file, 'utf8');
      const where = path.relative('out', file);
      expect(text, where).not.toMatch(/<script|<foreignObject|\son[a-z]+\s*=/i);
      // Only same-document references (url(#id), href="#id") and data: images.
      expect(text, where).not.toMatch(/(?:href|src)\s*=\s*["'](?!#|data:image\/)/i);
      expect(text, where).not.toMatch(/url\(\s*["']?(?!#|data:image\/)/i);
      expect(text, where).not.toMatch(/@import/i);
    }
  });

  test('an SVG opened on its own draws, with scripts blocked and no policy violation', async ({
    page,
    pageErrors,
  }) => {
    expect(CONTENT_SVGS.length).toBeGreaterThan(0);
    for (const file of CONTENT_SVGS) {
      const response = await page.goto(file);
      expect(response?.status()).toBe(200);
      const box = await page.locator('svg').first().boundingBox();
      expect(box?.width, file).toBeGreaterThan(100);
    }
    // The only console lines allowed: Chromium refusing to run script in the sandboxed document
    // (the test driver's own probes, when it makes them). A style or image the policy blocked
    // would be reported too, and fail here.
    for (const error of pageErrors) {
      expect(error).toMatch(/^console: Blocked script execution in .*\.svg.*sandboxed/);
    }
    pageErrors.length = 0;
  });

  test('picture copies made at build are cached for a year, immutable', async ({ request }) => {
    const html = await (await request.get('/gallery/')).text();
    const url = /\/_img\/[^\s"]+\.[0-9a-f]{10}-\d+\.avif/.exec(html)?.[0];
    expect(url).toBeDefined();
    const response = await request.get(url!);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toBe('image/avif');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('hashed framework assets are cached for a year, immutable', async ({ page, request }) => {
    await page.goto('/');
    const src = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
    const response = await request.get(src!);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});
