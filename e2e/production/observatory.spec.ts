import { getAllEvents } from '../../lib/events/content';
import { expect, test } from '../fixtures';
import { observatoryScore } from './observatory';
import { PRODUCTION_SETTINGS } from './settings';

// Mozilla's HTTP Observatory grade of each kind of page, as the production-shaped build is served
// by the Hosting emulator with firebase.json (see ./observatory.ts for how it is scored).
const PAGE_KINDS = {
  home: '/',
  'event list': '/events/',
  'event page': `/events/${getAllEvents()[0]!.id}/`,
  gallery: '/gallery/',
  committee: '/teams/cc/',
  contact: '/contact/',
  'sign-in': '/signin/',
  legal: '/privacy/',
  '404 page': '/no-such-page/',
};

for (const [kind, pathname] of Object.entries(PAGE_KINDS)) {
  test(`${kind} (${pathname}) scores A+`, async ({ request }) => {
    const result = await observatoryScore(
      request,
      PRODUCTION_SETTINGS.NEXT_PUBLIC_SITE_URL,
      pathname,
    );
    expect(result.failures, 'tests that did not pass').toEqual([]);
    expect(result.grade).toBe('A+');
  });
}

test("the content manager (/admin/) scores A+, marked down only for what Decap's code needs", async ({
  request,
}) => {
  // Decap CMS validates its configuration with Ajv, which compiles schemas with new Function():
  // its page must allow 'unsafe-eval', which the Observatory marks down (the extra credit of the
  // other headers keeps the grade). Nothing else may fail.
  const result = await observatoryScore(
    request,
    PRODUCTION_SETTINGS.NEXT_PUBLIC_SITE_URL,
    '/admin/',
  );
  expect(result.failures).toEqual(['content-security-policy: csp-implemented-with-unsafe-eval']);
  expect(result.grade).toBe('A+');
});

test('the same scoring fails a page served without the headers firebase.json sends', async ({
  request,
}) => {
  // The home page as served, minus the security headers of firebase.json: what a deploy to a
  // host without that configuration would get.
  const served = await request.get('/');
  const dropped = [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
  ];
  const answer = {
    status: () => served.status(),
    headers: () =>
      Object.fromEntries(
        Object.entries(served.headers()).filter(([name]) => !dropped.includes(name)),
      ),
    text: () => served.text(),
  };
  const bare = {
    get: async () => answer,
    fetch: (url: string, options: Parameters<typeof request.fetch>[1]) =>
      request.fetch(url, options),
  } as unknown as typeof request;
  const result = await observatoryScore(bare, PRODUCTION_SETTINGS.NEXT_PUBLIC_SITE_URL, '/');
  expect(result.failures).toEqual([
    'strict-transport-security: hsts-not-implemented',
    'x-content-type-options: x-content-type-options-not-implemented',
    'x-frame-options: x-frame-options-not-implemented',
  ]);
  expect(result.grade).not.toBe('A+');
});
