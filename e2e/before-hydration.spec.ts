import type { Page } from '@playwright/test';

import { filterEvents } from '../components/events/filter-events';
import { CONTACT_DRAFT_KEY } from '../lib/contact/draft';
import { PENDING_ATTRIBUTE } from '../lib/early-taps';
import { getAllEvents } from '../lib/events/content';
import { eventPath } from '../lib/events/paths';
import { registrationOpenUntil } from '../lib/events/phase';
import { expect, holdScripts, recordLayoutShifts, test } from './fixtures';
import { registrationNow, siteNow } from './site-now';

// A page is on screen before React has taken it over; on a slow phone a visitor can start
// typing in that window: nothing they type may be lost or ignored. These tests hold every
// framework script at the network until the visitor has typed (e2e/slow-phone.spec.ts does
// the same on a throttled phone).

const isHydrated = (page: Page) =>
  page.evaluate(() => 'hydrated' in document.documentElement.dataset);

test('a search typed and a category chosen before the page is interactive apply once it is', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/events/', { waitUntil: 'commit' });
  // The longest word of the first event's title and its category: that event matches, and
  // (with more than one category in use) not every event does.
  const events = getAllEvents();
  const word = events[0]!.title.split(' ').sort((a, b) => b.length - a.length)[0]!;
  const category = events[0]!.category;
  const search = page.getByRole('searchbox', { name: 'Search events' });
  await search.fill(word);
  await page.getByRole('combobox', { name: 'Category' }).selectOption(category);
  expect(await isHydrated(page)).toBe(false);
  await expect(page.getByTestId('event-card')).toHaveCount(events.length);

  release();
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  const matching = filterEvents(events, word, category);
  expect(matching.length).toBeGreaterThan(0);
  expect(matching.length).toBeLessThan(events.length);
  await expect(page.getByTestId('event-card')).toHaveCount(matching.length);
  await expect(page.getByRole('status')).toHaveText(
    `${matching.length} of ${events.length} events match`,
  );
  await expect(search).toHaveValue(word);
});

test("a page read after its event's registration closed does not open the form before it is interactive", async ({
  page,
}) => {
  // An event whose registration the served build shows open, with its form's link.
  const event = getAllEvents().find(
    (candidate) => registrationNow(candidate).open && candidate.registration.formLink,
  );
  expect(event, 'the test build shows an open registration with a form').toBeDefined();
  await page.clock.install();
  const release = await holdScripts(page);
  await page.goto(eventPath(event!.id), { waitUntil: 'commit' });
  const link = page.getByRole('link', { name: /^Register Now: / }).first();
  await expect(link).toBeVisible();
  // The page stays open past the moment its registration closes, React not there yet.
  await page.clock.fastForward(registrationOpenUntil(event!) - siteNow().getTime() + 60_000);
  const opened: unknown[] = [];
  page.context().on('page', (tab) => opened.push(tab));
  await link.click();
  await expect(link).toHaveAttribute(PENDING_ATTRIBUTE, '');
  expect(await isHydrated(page)).toBe(false);

  release();
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await expect(page.locator(`[${PENDING_ATTRIBUTE}]`)).toHaveCount(0);
  expect(opened).toEqual([]);
});

test('what is typed into the contact form before it is interactive is kept and saved', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/contact/', { waitUntil: 'commit' });
  const name = page.getByRole('textbox', { name: 'Full Name', exact: true });
  const message = page.getByRole('textbox', { name: 'Message', exact: true });
  await name.fill('Early Bird');
  await message.fill('Typed while the page was still loading.');
  // Not interactive yet: the form cannot be sent, so nothing half-ready goes out.
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  expect(await isHydrated(page)).toBe(false);

  release();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(name).toHaveValue('Early Bird');
  await expect(message).toHaveValue('Typed while the page was still loading.');
  await expect(page.getByText('0 / 2000 characters')).toHaveCount(0);

  // It is the draft now, so a reload brings it back.
  await page.reload();
  await expect(name).toHaveValue('Early Bird');
  await expect(message).toHaveValue('Typed while the page was still loading.');
});

for (const route of ['/signin/', '/signup/']) {
  test(`what is typed into ${route} before it is interactive is kept`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(route, { waitUntil: 'commit' });
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    await email.fill('early@example.com');
    await password.fill('typed-early-7');
    expect(await isHydrated(page)).toBe(false);

    release();
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    await expect(email).toHaveValue('early@example.com');
    await expect(password).toHaveValue('typed-early-7');
  });
}

test('a page scrolled before it is interactive has a solid header, readable over the page', async ({
  page,
}) => {
  // A reload half-way down, a link to an anchor, or a visitor scrolling while a slow phone
  // loads: the header's white words must not sit on the white page.
  const release = await holdScripts(page);
  await page.goto('/events/', { waitUntil: 'commit' });
  const header = page.locator('header[data-site-header]');
  await expect(header).toBeVisible();
  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
  const navy = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--primary)';
    document.body.append(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  });
  expect(await background()).toBe('rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(background).toBe(navy);
  expect(await isHydrated(page)).toBe(false);
  // Back at the top, over the page's dark hero: clear again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(background).toBe('rgba(0, 0, 0, 0)');

  // Once interactive, the script follows the scroll as before.
  await page.evaluate(() => window.scrollTo(0, 600));
  release();
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await expect(header).toHaveAttribute('data-solid', 'true');
  await expect.poll(background).toBe(navy);
});

test('a returning visitor’s kept draft is restored without moving the form', async ({ page }) => {
  // The notes about the draft are drawn from the first paint (the page's script found it), and
  // the fields hold the draft before React arrives (the script after the form writes it in), so
  // nothing moves under a finger about to tap one, and words typed then add to the draft.
  await page.addInitScript(
    ([key, draft]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, draft);
    },
    [
      CONTACT_DRAFT_KEY,
      JSON.stringify({ savedAt: Date.now(), values: { user_name: 'Early Bird', message: 'Hi' } }),
    ] as const,
  );
  const shifts = await recordLayoutShifts(page);
  const release = await holdScripts(page);
  await page.goto('/contact/', { waitUntil: 'commit' });
  const note = page.getByText('We kept the message you started earlier.');
  const name = page.getByRole('textbox', { name: 'Full Name', exact: true });
  const message = page.getByRole('textbox', { name: 'Message', exact: true });
  await expect(note).toBeVisible();
  await expect(page.getByText('Kept as a draft in this browser for up to 7 days.')).toBeVisible();
  await expect(name).toHaveValue('Early Bird');
  await expect(message).toHaveValue('Hi');
  await message.press('End');
  await message.pressSequentially(', typed before the page was interactive.');
  await expect(message).toHaveValue('Hi, typed before the page was interactive.');
  expect(await isHydrated(page)).toBe(false);
  const before = await name.boundingBox();

  release();
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await expect(name).toHaveValue('Early Bird');
  await expect(message).toHaveValue('Hi, typed before the page was interactive.');
  await expect(note).toBeVisible();
  expect(await name.boundingBox()).toEqual(before);
  expect(await shifts.list()).toEqual([]);
  // Saved as the draft, the words added to it: nothing of either is lost.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), CONTACT_DRAFT_KEY))
    .toContain('Hi, typed before the page was interactive.');

  // Cleared, the notes go (the visitor's own doing).
  await page.getByRole('button', { name: 'Clear form' }).click();
  await expect(name).toHaveValue('');
  await expect(note).toBeHidden();
  await expect(name).toBeFocused();
});
