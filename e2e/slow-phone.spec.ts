import type { Locator, Page } from '@playwright/test';

import { filterEvents } from '../components/events/filter-events';
import { getGalleryCategories, getGalleryImages } from '../lib/content/gallery';
import { getPageCopy } from '../lib/content/pages';
import { PENDING_ATTRIBUTE } from '../lib/early-taps';
import { getAllEvents, getEventCategories } from '../lib/events/content';
import { firstPaint, isLive, responds, RESPONSE_PROBE, throttle } from '../scripts/perf/slow-phone';
import { atPath, expect, holdScripts, pageIdle, test, toast } from './fixtures';

/** The events list's heading, content/pages.json's through the loader. */
const EVENTS_HEADING = getPageCopy('events').hero.title;

// Issue 12: nothing a visitor does while a page loads is lost. Each journey runs on a phone
// throttled like Lighthouse's mobile profile (playwright.config.ts, project `slow-phone`), acts
// as soon as the page has painted, and checks the outcome once React has taken over. To act
// before React for certain (on a busy machine the throttled CPU can paint only after
// hydrating), the framework's scripts are held at the network until the visitor has acted;
// React 19 puts `__reactFiber$…` on every element it hydrates, which proves when it arrived.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(RESPONSE_PROBE);
  await throttle(page);
});

/**
 * Opens a page without waiting for anything but its first paint; with `hold`, the framework's
 * scripts wait at the network until `release()`.
 */
async function openPainted(page: Page, path: string, hold = true) {
  const release = hold ? await holdScripts(page) : () => {};
  await page.goto(path, { waitUntil: 'commit' });
  await firstPaint(page);
  return release;
}

/** Waits until React has taken over the page and its effects have run. */
async function live(page: Page) {
  await responds(page);
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
}

async function expectNotLive(locator: Locator) {
  expect(await isLive(locator), 'acted before React took over').toBe(false);
}

test('a scroll right after the first paint is kept when React takes over', async ({ page }) => {
  const release = await openPainted(page, '/events/');
  await expectNotLive(page.locator('main'));
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  release();
  await live(page);
  // Hydration's effects (the route-change scroll among them) have run once the page is idle.
  await pageIdle(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The header follows the scroll once live.
  await expect(page.locator('header[data-site-header]')).toHaveAttribute('data-solid', 'true');
});

test('the menu opened before React is respected, and a link in it arrives with it closed', async ({
  page,
}) => {
  const release = await openPainted(page, '/');
  const toggle = page.locator('header details[data-mobile-nav] > summary');
  await expectNotLive(toggle);
  await toggle.tap();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  // The page behind the open menu does not scroll, before React as after.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );

  release();
  await live(page);
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-label', 'Close menu');
  await menu.getByRole('link', { name: 'Events' }).tap();
  await expect(page).toHaveURL(atPath('/events/'));
  await expect(
    page.getByRole('heading', { level: 1, name: EVENTS_HEADING, exact: true }),
  ).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-label', 'Open menu');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  );
});

test('a gallery picture tapped before React opens in the lightbox once it is there', async ({
  page,
}) => {
  const release = await openPainted(page, '/gallery/');
  // By CSS: the open lightbox hides the page from the accessibility tree.
  const tile = page.locator('[data-gallery-browser] button[aria-label^="Open image: "]').first();
  const name = (await tile.getAttribute('aria-label'))?.replace('Open image: ', '') ?? '';
  expect(name).not.toBe('');
  await tile.tap();
  // Caught before React: marked as waiting, then clicked again once the page is live.
  await expect(tile).toHaveAttribute(PENDING_ATTRIBUTE, '');
  release();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  await expect(tile).not.toHaveAttribute(PENDING_ATTRIBUTE);
});

test('a category chip and View All tapped before React apply once, in order', async ({ page }) => {
  const release = await openPainted(page, '/gallery/');
  const chips = page.getByRole('group', { name: 'Filter images by category' });
  // The category with the most pictures: more than 8, so View All is there to tap.
  const images = getGalleryImages();
  const [big] = [...getGalleryCategories()].sort(
    (a, b) =>
      images.filter((image) => image.category === b.folder).length -
      images.filter((image) => image.category === a.folder).length,
  );
  const category = chips.getByRole('button', { name: big!.name, exact: true });
  const viewAll = page.getByRole('button', { name: 'View All Images' });
  await category.tap();
  await expect(category).toHaveAttribute(PENDING_ATTRIBUTE, '');
  // Tapped twice because nothing happened: it still acts once (a second toggle would undo it).
  await viewAll.tap();
  await viewAll.tap();
  await expect(viewAll).toHaveAttribute(PENDING_ATTRIBUTE, '');
  release();
  await live(page);
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  const toggle = page.getByRole('button', { name: 'Show Less' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const shown = await page.getByRole('button', { name: /^Open image: / }).count();
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    `Showing ${shown} of ${shown} images`,
  );
});

test('Copy link tapped before React copies once the page is live', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const event = getAllEvents()[0]!;
  const release = await openPainted(page, `/events/${event.id}/`);
  const copy = page
    .getByRole('list', { name: 'Share this event' })
    .getByRole('button', { name: 'Copy link' });
  await copy.tap();
  await expect(copy).toHaveAttribute(PENDING_ATTRIBUTE, '');
  release();
  await expect(toast(page, 'Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/events/${event.id}/$`),
  );
});

test('the floating Share button opens its menu on the first tap', async ({ page }) => {
  await openPainted(page, '/about/', false);
  const share = page.getByRole('button', { name: 'Share this page' });
  // It is offered once it works: tapped as soon as it shows, while its menu is still loading.
  await share.tap();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
});

test('a search and a category chosen before React apply once it is there', async ({ page }) => {
  const events = getAllEvents();
  const category = getEventCategories(events)[0]!;
  const word = events.find((event) => event.category === category)!.title.split(' ')[0]!;
  const expected = filterEvents(events, word, category).length;
  const release = await openPainted(page, '/events/');
  const search = page.getByRole('searchbox', { name: 'Search events' });
  await expectNotLive(search);
  await search.fill(word);
  await page.getByRole('combobox', { name: 'Category' }).selectOption(category);
  release();
  await live(page);
  await expect(page.getByTestId('event-card')).toHaveCount(expected);
  await expect(search).toHaveValue(word);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(category);
  // And the filter keeps working.
  await page.getByRole('combobox', { name: 'Category' }).selectOption('all');
  await expect(page.getByTestId('event-card')).toHaveCount(
    filterEvents(events, word, 'all').length,
  );
});

test('what is typed into the contact form before React is kept, and so is the focus', async ({
  page,
}) => {
  const release = await openPainted(page, '/contact/');
  const name = page.getByRole('textbox', { name: 'Full Name', exact: true });
  const message = page.getByRole('textbox', { name: 'Message', exact: true });
  await expectNotLive(name);
  await name.fill('Early Bird');
  await message.fill('Typed on a slow phone.');
  release();
  await live(page);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(name).toHaveValue('Early Bird');
  await expect(message).toHaveValue('Typed on a slow phone.');
  // The field the visitor was typing in keeps the focus: the next keystroke lands there.
  await expect(message).toBeFocused();
  await page.keyboard.type(' Still here.');
  await expect(message).toHaveValue('Typed on a slow phone. Still here.');
});

test.describe('signed in, on a wide screen', () => {
  // The header shows the avatar itself from 1280 px (narrower, it sits in the menu).
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  const PASSWORD = 'correct-horse-7';

  /** Signs a new account up through the Auth emulator as a visitor would, at full speed. */
  async function signUp(page: Page) {
    const email = `slow-phone-${test.info().parallelIndex}-${Date.now()}@example.com`;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto('/signup/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(atPath('/'));
    // Nothing cached: the next page loads the menu's code again.
    await cdp.send('Network.clearBrowserCache');
    return email;
  }

  test('the avatar opens the account menu on the first tap', async ({ page }) => {
    const email = await signUp(page);
    // The slow phone: the avatar clicked the moment it shows, its menu's code still on its way.
    await throttle(page);
    await openPainted(page, '/about/', false);
    const avatar = page
      .locator('header')
      .getByRole('button', { name: `Account menu for ${email}` })
      .first();
    await avatar.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(email);
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  });

  test('a press that begins before the menu has loaded and ends after it opens the menu', async ({
    page,
  }) => {
    await signUp(page);
    // The account menu's own chunk (the one with "Sign Out") waits until the press has begun.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Sign Out')) await held;
      await route.fulfill({ response, body });
    });
    // Not until `load`: the held chunk may be asked for before it (the page idles once React is
    // there, and `load` also waits for the stylesheet, fetched at low priority). The fixture's
    // goto still waits for hydration.
    await page.goto('/about/', { waitUntil: 'domcontentloaded' });
    const avatar = page.locator('header [data-testid="user-menu-trigger"]').first();
    // The placeholder: Radix's trigger carries data-state.
    await expect(avatar).not.toHaveAttribute('data-state');
    const box = (await avatar.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    // The real trigger replaces the placeholder under the pointer, then the press ends.
    await expect(avatar).toHaveAttribute('data-state');
    await page.mouse.up();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    // The page may still be fetching other chunks ahead (a link's prefetch) through the route:
    // let those finish or fail quietly rather than in a handler that outlives the test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
