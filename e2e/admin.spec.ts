import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { watchPageProblems } from './support/csp-violations';

// The CMS at /admin/ as the deployed site serves it (firebase.json through the Hosting
// emulator): Decap's own page, not a site page, so the site's fixtures (hydration flag) do not
// apply. Offline, with no decap-server running, it falls back to the GitHub backend's login.

// The content manager, and the results editor organisers use at the venue.
for (const { address, config, styles } of [
  { address: '/admin/', config: '/admin/config.yml', styles: ['/admin/phone.css'] },
  {
    address: '/admin/results/',
    config: '/admin/results/config.yml',
    // Its list of results (lib/cms/results-control.ts) has a stylesheet of its own.
    styles: ['/admin/phone.css', '/admin/results/results.css'],
  },
]) {
  test(`${address} loads the CMS from the site itself under its own policy, not indexed`, async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const problems = await watchPageProblems(page);

    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );

    // Decap renders: offline and without decap-server, the GitHub sign-in.
    await expect(page.getByRole('button', { name: /Login with GitHub/ })).toBeVisible({
      timeout: 20_000,
    });
    // The organisers' way in meets WCAG 2.2 AA, as the editors behind it do (the CMS journey).
    await expectNoAxeViolations(page);

    // Everything came from this site (no CDN); the one other address is the local backend probe.
    const origin = new URL(page.url()).origin;
    const elsewhere = requests.filter(
      (url) => !url.startsWith(origin) && !url.startsWith('http://localhost:8081/'),
    );
    expect(elsewhere).toEqual([]);
    expect(requests).toContain(`${origin}/admin/decap-cms.js`);
    expect(requests).toContain(`${origin}${config}`);
    for (const style of styles) expect(requests).toContain(`${origin}${style}`);
    expect(problems).toEqual([]);
  });
}

test('the CMS configuration is served, and not listed in the sitemap', async ({ request }) => {
  const config = await request.get('/admin/config.yml');
  expect(config.status()).toBe(200);
  expect(await config.text()).toContain('"folder": "content/events"');
  // The results editor: the draws only, with no editorial workflow (each save is published).
  const results = JSON.parse(
    (await (await request.get('/admin/results/config.yml')).text()).replace(/^#.*\n/, ''),
  ) as { publish_mode?: string; collections: { name: string }[] };
  expect(results.publish_mode).toBeUndefined();
  expect(results.collections.map((collection) => collection.name)).toEqual(['draws']);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
});
