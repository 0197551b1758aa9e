import { gitState } from '../lib/build/git-history';
import { rebuildAt } from '../lib/build/rebuild-at';
import {
  getAllEvents,
  getUpcomingEvents,
  HOME_EVENT_COUNT,
  type Event,
} from '../lib/events/content';
import { eventPath } from '../lib/events/paths';
import { eventPhase, registrationClosesAt } from '../lib/events/phase';
import { formatDate } from '../lib/utils';
import { expect, recordLayoutShifts, test, toast } from './fixtures';
import { siteNow } from './site-now';

// The pages count on from the moment they were built at (the pinned clock plus the time since
// load). A page built before a registration deadline and still open after it corrects itself:
// Playwright's clock moves the page's time past the deadline, and the page swaps its register
// button in place, with no layout shift.

const now = siteNow();
/** Open for registration as built, with a deadline the page's clock can pass. */
const closesByItself = (entry: Event) =>
  eventPhase(entry, now).phase === 'registration-open' && registrationClosesAt(entry) !== undefined;
const event = getAllEvents().find(closesByItself);
/** The home page's cards: the first events to come as built. */
const homeEvents = getUpcomingEvents(HOME_EVENT_COUNT, now);
const homeEvent = homeEvents.find(closesByItself);

let shifts: Awaited<ReturnType<typeof recordLayoutShifts>>;

test.beforeEach(async ({ page }) => {
  shifts = await recordLayoutShifts(page);
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
  await shifts.reset();

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
  expect(await shifts.list()).toEqual([]);
});

test('past the deadline, the home page cards close their registration too', async ({ page }) => {
  expect(
    homeEvent,
    'an event on the home page whose registration is open, with a deadline',
  ).toBeDefined();
  const closesAt = registrationClosesAt(homeEvent!)!;
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Upcoming Events' });
  const teaser = (id: string) =>
    section.locator(`[data-testid="event-card"][data-event-id="${id}"]`);
  const card = teaser(homeEvent!.id);
  await expect(card.getByRole('link', { name: /^Register/ })).toHaveCount(1);
  await shifts.reset();
  await page.clock.fastForward(closesAt - now.getTime() + 60_000);
  await expect(card.getByRole('button', { name: /^Closed/ })).toBeVisible();
  // Every card offers registration exactly while it is open by then.
  for (const entry of homeEvents) {
    const later = eventPhase(entry, new Date(closesAt + 60_000));
    await expect(teaser(entry.id)).toHaveCount(1);
    await expect(teaser(entry.id).getByRole('link', { name: /^Register/ })).toHaveCount(
      later.registration.open ? 1 : 0,
    );
  }
  expect(await shifts.list()).toEqual([]);
});

test('/build.json names the build and the moment its pages next read differently', async ({
  request,
}) => {
  const clock = (await (await request.get('/build.json')).json()) as Record<string, unknown>;
  expect(clock).toEqual({
    build: expect.stringMatching(/^[0-9a-f]{40}$/),
    builtAt: now.toISOString(),
    rebuildAt: rebuildAt(now).toISOString(),
    // How its calendar files numbered the events' changes: from git history in a whole clone,
    // from file times in a copy without it.
    calendars: gitState(process.cwd()) === 'full' ? 'git' : 'file-time',
  });
  expect(Date.parse(String(clock.rebuildAt))).toBeGreaterThan(now.getTime());
});
