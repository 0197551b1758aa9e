import { getAllEvents } from '../lib/events/content';
import { eventPath } from '../lib/events/paths';
import { eventPhase, registrationClosesAt } from '../lib/events/phase';
import { formatDate } from '../lib/utils';
import { expect, test, toast } from './fixtures';
import { siteNow } from './site-now';

// The pages count on from the moment they were built at (the pinned clock plus the time since
// load). A page built before a registration deadline and still open after it corrects itself:
// Playwright's clock moves the page's time past the deadline, and the page swaps its register
// button in place, with no layout shift.

const now = siteNow();
const event = getAllEvents().find(
  (entry) =>
    eventPhase(entry, now).phase === 'registration-open' &&
    registrationClosesAt(entry) !== undefined,
);

declare global {
  interface Window {
    __layoutShift: number;
  }
}

test.beforeEach(async ({ page }) => {
  // Adds up every layout shift not caused by the visitor (the page's CLS), from the first paint.
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.clock.install({ time: now });
});

test('past the deadline, the event page closes its registration by itself, shifting nothing', async ({
  page,
}) => {
  expect(event, 'an event whose registration is open, with a deadline date').toBeDefined();
  const closesAt = registrationClosesAt(event!)!;
  await page.goto(eventPath(event!.id));
  const register = page.getByRole('link', { name: /^Register Now/ });
  await expect(register).toHaveAttribute('href', event!.registration.formLink!);
  // Layout settled as built: measure what the correction does alone.
  await page.evaluate(() => (window.__layoutShift = 0));

  // A minute past the end of the deadline day, Kolkata time.
  await page.clock.fastForward(closesAt - now.getTime() + 60_000);

  const closed = page.getByRole('button', { name: `Registration Closed: ${event!.title}` });
  await expect(closed).toHaveAttribute('aria-disabled', 'true');
  await expect(register).toHaveCount(0);
  await closed.click({ force: true });
  await expect(toast(page, 'Registration Closed')).toContainText(
    `Registration closed on ${formatDate(event!.registration.deadline!)}`,
  );
  // Still to come: it can still go in a calendar.
  await expect(page.getByRole('heading', { name: 'Add to calendar' })).toBeVisible();
  expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
});

test('past the deadline, the home page cards close their registration too', async ({ page }) => {
  const closesAt = registrationClosesAt(event!)!;
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Upcoming Events' });
  const card = section.locator(`[data-testid="event-card"][data-event-id="${event!.id}"]`);
  const opened = (await card.count()) > 0;
  await page.evaluate(() => (window.__layoutShift = 0));
  await page.clock.fastForward(closesAt - now.getTime() + 60_000);
  // Every card whose registration closed by then says Closed; none offers it.
  for (const entry of getAllEvents()) {
    const teaser = section.locator(`[data-testid="event-card"][data-event-id="${entry.id}"]`);
    if ((await teaser.count()) === 0) continue;
    const later = eventPhase(entry, new Date(closesAt + 60_000));
    await expect(teaser.getByRole('link', { name: /^Register/ })).toHaveCount(
      later.registration.open ? 1 : 0,
    );
  }
  if (opened) await expect(card.getByRole('button', { name: /^Closed/ })).toBeVisible();
  expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
});
