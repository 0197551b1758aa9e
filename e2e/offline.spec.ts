import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

import { getPageCopy } from '../lib/content/pages';
import { getAllEvents } from '../lib/events/content';
import { eventPath } from '../lib/events/paths';
import { getOfflinePages } from '../lib/offline/pages';
import { pageFile } from '../lib/offline/precache-files';
import { PAGES_CACHE } from '../lib/offline/protocol';
import { inlineScripts } from '../lib/security/csp';
import { formatTime } from '../lib/utils';
import { writeServiceWorker } from '../scripts/lib/service-worker';
import { atPath, expect, test } from './fixtures';
import { ALL_ROUTES } from './routes';
import { expectNoAxeViolations } from './support/axe';
import { contrastOf } from './support/contrast';
import { serveCopyOfOut, type ServedCopy } from './support/served-copy';
import { serveInTwoParts } from './support/two-part-page';

/** The events list's heading, content/pages.json's through the loader. */
const EVENTS_HEADING = getPageCopy('events').hero.title;

// The other specs block service workers (playwright.config.ts): these are about one.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_PAGES = getOfflinePages();
// Pages the worker does not save ahead: one the visitor reads online, one never read, and the
// others (one reached by a tap on a link).
const NOT_SAVED_AHEAD = ALL_ROUTES.filter(
  (route) => !OFFLINE_PAGES.includes(route) && !/^\/(signin|signup|contact)\//.test(route),
);
const [READ_ONCE, NEVER_READ] = NOT_SAVED_AHEAD;

/** The precache's entries as path -> revision (the `__WB_REVISION__` Workbox adds), from the page. */
function precache(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    if (!name) return {};
    const requests = await (await caches.open(name)).keys();
    return Object.fromEntries(
      requests.map((request) => {
        const url = new URL(request.url);
        return [url.pathname, url.searchParams.get('__WB_REVISION__') ?? ''];
      }),
    );
  });
}

/** Whether the worker's pages cache holds the page at `route` (of the page's own site). */
function inPagesCache(page: Page, route: string): Promise<boolean> {
  return page.evaluate(
    async ([name, key]) => Boolean(await (await caches.open(name!)).match(key!)),
    [PAGES_CACHE, new URL(route, page.url()).href],
  );
}

/** Waits until a worker is active and has saved every offline page (a signal, not a delay). */
async function waitUntilSaved(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(async () => {
      const saved = await precache(page);
      return OFFLINE_PAGES.filter((route) => route in saved);
    })
    .toEqual(OFFLINE_PAGES);
}

/** A pattern for a title that contains `text`. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Kolkata wall-clock times from `since` to now, minute by minute, as the note writes them. */
function timesSince(since: number): string[] {
  const times: string[] = [];
  for (let at = since - (since % 60_000); at <= Date.now(); at += 60_000) {
    times.push(formatTime(new Date(at).toISOString()));
  }
  return times;
}

test('after one visit, the fest pages open without signal, saying when they were saved', async ({
  page,
  context,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  expect(READ_ONCE && NEVER_READ, 'two pages the worker does not save ahead').toBeTruthy();
  const firstVisit = Date.now();
  await page.goto('/');
  await waitUntilSaved(page);
  // The worker controls the page now; a page read online is saved as it is read.
  await page.goto(READ_ONCE!);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Inside the page's one live region for it (a plain paragraph: read out once).
  const note = page.locator('[aria-live="polite"] > p').filter({ hasText: 'No connection' });
  await expect(note).toHaveText(
    /^No connection: showing this page as saved at \d{1,2}:\d{2} (AM|PM)( on [A-Z][a-z]+ \d{1,2}, \d{4})?$/,
  );
  const time = (await note.textContent())!.replace(/^.* at /, '');
  expect(timesSince(firstVisit)).toContain(time);

  // Typed without its closing slash, the address still reaches the saved page, as online.
  await page.goto('/events');
  await expect(page).toHaveURL(atPath('/events/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(note).toBeVisible();
  // A first tap asks for code the page loads only on use (the toaster): offline it cannot come,
  // and the page stays (it was replaced by "This page couldn't load"), its search working.
  const [first] = getAllEvents();
  await page.getByRole('searchbox', { name: 'Search events' }).fill(first!.title);
  // The runtime reports the chunk it could not load on the console: expected here, and only here.
  const expected = (error: string) => /ChunkLoadError/.test(error);
  await expect.poll(() => pageErrors.filter(expected).length).toBeGreaterThan(0);
  await expect(
    page.getByRole('heading', { level: 1, name: EVENTS_HEADING, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /events? match/ })).toBeVisible();
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((error) => !expected(error)));
  for (const event of getAllEvents()) {
    await page.goto(eventPath(event.id));
    await expect(page).toHaveTitle(containing(event.title));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(event.title);
    await expect(note).toBeVisible();
  }

  await page.goto(READ_ONCE!);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('No Connection');
  await expect(note).toBeVisible();

  await page.goto(NEVER_READ!);
  await expect(page.getByRole('heading', { level: 1, name: 'No Connection' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Events' }).first()).toBeVisible();
  // Its buttons on its dark band, at AA (the offline page is in no list of routes; axe, unsure
  // of a band's background, would pass navy on navy).
  for (const name of ['Events', 'Home']) {
    const { text, edge } = await contrastOf(
      page.getByRole('main').getByRole('link', { name, exact: true }),
    );
    expect(text, name).toBeGreaterThanOrEqual(4.5);
    expect(edge, name).toBeGreaterThanOrEqual(3);
  }
  await expectNoAxeViolations(page);
});

test('a page reached by a tap on a link is saved too, and opens without signal', async ({
  page,
  context,
  pageErrors,
}) => {
  await page.goto('/');
  await waitUntilSaved(page);
  await page.goto(READ_ONCE!);
  // A tap on one of its links fetches only that page's data (next/link), which the worker
  // does not keep: the page tells the worker, which saves the page's HTML.
  let tapped: string | undefined;
  for (const route of NOT_SAVED_AHEAD.slice(2)) {
    if ((await page.locator(`a[href="${route}"]:visible`).count()) > 0) {
      tapped = route;
      break;
    }
  }
  expect(tapped, `a link on ${READ_ONCE} to a page not saved ahead`).toBeDefined();
  expect(await inPagesCache(page, tapped!)).toBe(false);
  await page.evaluate(() => Object.assign(window, { beforeTheTap: true }));
  await page.locator(`a[href="${tapped}"]:visible`).first().click();
  await expect(page).toHaveURL(atPath(tapped!));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => 'beforeTheTap' in window),
    'the tap was a client-side navigation',
  ).toBe(true);
  await expect.poll(() => inPagesCache(page, tapped!)).toBe(true);

  // Without signal, the same tap: the page's data cannot come, so Next loads the page whole,
  // which the worker answers with the copy it saved.
  await context.setOffline(true);
  await page.goto(READ_ONCE!);
  await page.locator(`a[href="${tapped}"]:visible`).first().click();
  await expect(page).toHaveURL(atPath(tapped!));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('No Connection');
  await expect(
    page.locator('[aria-live="polite"] > p').filter({ hasText: 'No connection' }),
  ).toBeVisible();
  // Next says on the console that it fell back: expected here, and only here.
  const expected = (error: string) =>
    /Failed to fetch RSC payload .* Falling back to browser navigation/.test(error);
  expect(pageErrors.filter(expected)).toHaveLength(1);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((error) => !expected(error)));
});

test('with the worker in control, a page is drawn as it arrives, not once it is saved', async ({
  page,
  baseURL,
}) => {
  // At the venue a page may take seconds to arrive. The worker saves a copy of each page read,
  // but hands the page on as its first bytes come: the visitor reads the top of it while the
  // rest is on its way, and the wait for the server, not the whole download, is what its 3 s
  // limit counts. Here the server sends a page not saved ahead up to its heading, and the rest
  // only once the test has seen that heading drawn.
  const site = await serveInTwoParts(baseURL!, READ_ONCE!, (html) => {
    const at = html.indexOf('</h1>', html.indexOf('<main'));
    expect(at, 'the page heading, in <main>').toBeGreaterThan(0);
    return at + '</h1>'.length;
  });
  try {
    const origin = new URL(site.url).origin;
    await page.goto(`${origin}/`);
    await waitUntilSaved(page);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await page.goto(site.url, { waitUntil: 'commit' });
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => document.readyState), 'the rest not yet arrived').toBe(
      'loading',
    );
    site.sendRest();
    await page.waitForLoadState('load');
    await expect(page.locator('footer')).toBeVisible();
    // The network's page, not a saved copy: no note.
    await expect(page.getByText(/connection: showing this page as saved/)).toHaveCount(0);
    // And it is saved as it was read.
    await expect.poll(() => inPagesCache(page, site.url)).toBe(true);
  } finally {
    await site.close();
  }
});

test.describe('a new deploy', () => {
  // Its own copy of the export on its own origin, so changing files leaves the other specs alone.
  let site: ServedCopy;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await serveCopyOfOut(3104);
  });
  test.afterAll(async () => site?.stop());

  /**
   * A rebuild in which one event's title changed, as far as the service worker can tell: that
   * event page's HTML (title, heading and React payload alike, with its policy's script hashes
   * made again as scripts/csp.ts makes them), then the build's real last step on the copy. The
   * new title keeps the old one's length (upper case), as the React payload's text rows count
   * their bytes: a real rebuild writes those counts anew.
   */
  async function redeployWithNewTitle(id: string, title: string, newTitle: string) {
    const file = path.join(site.out, pageFile(eventPath(id)));
    const html = readFileSync(file, 'utf8');
    let changed = html.split(title).join(newTitle);
    const hash = (script: string) => createHash('sha256').update(script, 'utf8').digest('base64');
    const before = inlineScripts(html).map(hash);
    const after = inlineScripts(changed).map(hash);
    before.forEach((old, index) => {
      changed = changed.replace(`'sha256-${old}'`, `'sha256-${after[index]}'`);
    });
    writeFileSync(file, changed);
    await writeServiceWorker(site.out);
  }

  test('reaches a returning visitor on the next online visit; only the changed page is fetched again', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // An event whose title reads the same in the HTML and in the payload (no entities).
    const event = getAllEvents().find(
      (candidate) => /^[\w -]+$/.test(candidate.title) && /[a-z]/.test(candidate.title),
    )!;
    const newTitle = event.title.toUpperCase();
    await page.goto(`${site.origin}/`);
    await waitUntilSaved(page);
    const first = await precache(page);

    await redeployWithNewTitle(event.id, event.title, newTitle);

    // The next visit, online: the network answers first, with the change.
    await page.goto(`${site.origin}${eventPath(event.id)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(newTitle);
    // The browser checks sw.js on navigation; asking again makes the check explicit.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    // The new worker has installed its precache and taken over (skipWaiting): the old one's
    // entries are gone.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(
            registration &&
            !registration.installing &&
            !registration.waiting &&
            registration.active?.state === 'activated',
          );
        }),
      )
      .toBe(true);
    await expect
      .poll(async () => (await precache(page))[eventPath(event.id)])
      .not.toBe(first[eventPath(event.id)]);
    const second = await precache(page);
    const changed = Object.keys(second).filter((key) => second[key] !== first[key]);
    expect(changed).toEqual([eventPath(event.id)]);

    await context.setOffline(true);
    await page.goto(`${site.origin}${eventPath(event.id)}`);
    await expect(page).toHaveTitle(containing(newTitle));
  });
});
