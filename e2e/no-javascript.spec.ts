import type { Page } from '@playwright/test';

import { getPageCopy } from '../lib/content/pages';
import { getSite } from '../lib/content/site';
import { getAllEvents, getUpcomingEvents, HOME_EVENT_COUNT } from '../lib/events/content';
import { getDraws } from '../lib/events/draw/load';
import { eventPath } from '../lib/events/paths';
import { eventShareTitle, eventUrls } from '../lib/events/structured-data';
import { expect, test } from './fixtures';
import { priceNow, registrationNow, siteNow } from './site-now';
import { expectClubStats } from './support/club-stats';

// Visitors with JavaScript off (or before it loads) get every page's content from the HTML.
test.use({ javaScriptEnabled: false });

const pages: {
  path: string;
  heading: string;
  text: string[];
  /** What else the page must show, checked its own way. */
  also?: (page: Page) => Promise<void>;
}[] = [
  {
    path: '/',
    heading: `Welcome to ${getSite().name}`,
    // The home page's upcoming events, each by its title.
    text: [
      ...getUpcomingEvents(HOME_EVENT_COUNT, siteNow()).map((event) => event.title),
      'Ready to Join Our Team?',
    ],
    // The club's figures, from content/site.json.
    also: expectClubStats,
  },
  {
    path: '/events/',
    heading: getPageCopy('events').hero.title,
    // Every event's card, with its description and price.
    text: getAllEvents().flatMap((event) => [event.description, priceNow(event)]),
  },
  // Every event page: its details card and the rules text, straight from content/events/.
  ...getAllEvents().map((event) => ({
    path: eventPath(event.id),
    heading: event.title,
    text: [
      'Registration Deadline',
      event.registrationDeadline,
      event.fullDescription.split('\n').find((line) => line.trim().length > 20) ?? '',
    ],
  })),
];

for (const { path, heading, text, also } of pages) {
  test(`${path} reads without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    for (const snippet of text)
      await expect(page.locator('main').getByText(snippet).first()).toBeVisible();
    await also?.(page);
    // The header stays readable (solid) without the scroll script.
    const background = await page
      .locator('header')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(11, 27, 58)');
  });
}

test('registration links work without JavaScript', async ({ page }) => {
  const open = getAllEvents().find((event) => registrationNow(event).open);
  expect(open, 'an event with open registration').toBeDefined();
  await page.goto(eventPath(open!.id));
  const register = page.getByRole('link', { name: /^Register Now/ });
  await expect(register).toHaveAttribute('href', open!.registration.formLink!);
  await expect(register).toHaveAttribute('target', '_blank');
});

test('an event page shares to WhatsApp without JavaScript', async ({ page }) => {
  const [event] = getAllEvents();
  await page.goto(eventPath(event!.id));
  const share = page.getByRole('list', { name: 'Share this event' });
  const whatsapp = share.getByRole('link', { name: 'WhatsApp' });
  const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text');
  expect(text).toBe(`${eventShareTitle(event!, getSite().name)} ${eventUrls(event!).page}`);
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  // The system sheet needs JavaScript: its place stays hidden.
  await expect(share.getByRole('button', { name: 'More apps' })).toBeHidden();
});

test('controls only JavaScript can work are not offered without it', async ({ page }) => {
  await page.goto('/events/');
  await expect(page.getByRole('searchbox', { name: 'Search events' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeHidden();
  const [event] = getAllEvents();
  await page.goto(eventPath(event!.id));
  const share = page.getByRole('list', { name: 'Share this event' });
  await expect(share.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeHidden();
  const drawn = getDraws()[0];
  if (drawn) {
    await page.goto(eventPath(drawn.eventId));
    await expect(page.getByRole('heading', { name: 'Draw and results' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Find your team or player' })).toBeHidden();
  }
});

test('the contact form says it needs JavaScript before its first field', async ({ page }) => {
  await page.goto('/contact/');
  // Playwright's text matching skips <noscript> content, so the note is found by its place.
  const note = page.locator('form noscript p').first();
  await expect(note).toBeVisible();
  expect(await note.textContent()).toMatch(/^Sending this form needs JavaScript\. Please email us/);
  const field = page.getByRole('textbox', { name: 'Full Name', exact: true });
  expect((await note.boundingBox())!.y).toBeLessThan((await field.boundingBox())!.y);
});

test('the mobile menu opens without JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.locator('header summary[aria-label="Open menu"]').click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Gallery' })).toBeVisible();
  // It covers the page below the header: Tab goes round the header and the menu, never to a
  // link hidden under it (with JavaScript the page is made inert; without, CSS hides it).
  const places: string[] = [];
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    places.push(
      await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return 'body';
        return focused.closest('header') ? 'header' : `${focused.tagName} ${focused.textContent}`;
      }),
    );
  }
  expect(places.filter((place) => place !== 'header' && place !== 'body')).toEqual([]);
  expect(places.filter((place) => place === 'header').length).toBeGreaterThan(10);
});

test('an unknown path is a 404 page without JavaScript', async ({ page }) => {
  const response = await page.goto('/events/xyz/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(
    page.getByText("The page you are looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${getSite().name}`);
});

for (const { path, submit, google, other } of [
  { path: '/signin/', submit: 'Sign In', google: 'Continue with Google', other: 'Sign up' },
  { path: '/signup/', submit: 'Create Account', google: 'Sign up with Google', other: 'Sign in' },
]) {
  test(`${path} says it needs JavaScript and cannot send a password in the address`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByText(/needs JavaScript\. Turn it on/)).toBeVisible();
    await expect(page.getByRole('button', { name: submit, exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: google })).toBeDisabled();
    await expect(page.locator('main form')).toHaveAttribute('method', 'post');
    // Enter in a field would submit natively; with the default button disabled nothing happens.
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    await page.getByLabel('Email').fill('a@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-password');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // One more input through the page's event loop: a submission planned by the Enter key
    // would have started its navigation before this is handled.
    await page.getByLabel('Email').press('End');
    expect(navigations).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('link', { name: other, exact: true })).toBeVisible();
  });
}
