import { reserveUntil } from '../../lib/clock/steps';
import { getAllEvents, getUpcomingEvents, HOME_EVENT_COUNT } from '../../lib/events/content';
import { drawHeadline, drawSteps, getDrawView } from '../../lib/events/draw/headline';
import { getTodaysMatches } from '../../lib/events/draw/today';
import { eventPath } from '../../lib/events/paths';
import { eventPhase, phaseSteps, REGISTER_AT_THE_EVENT } from '../../lib/events/phase';
import { expect, recordLayoutShifts, test, toast } from '../fixtures';
import { siteNow } from '../site-now';
import { expectNoAxeViolations } from '../support/axe';
import { contrastOf } from '../support/contrast';

// Run by `npm run test:fest` (scripts/test-fest.ts), whose copy is built with its clock pinned
// on a fest day: an event on now at that moment says so on the home page, the list and its page.

const now = siteNow();
const onNow = getAllEvents().filter((event) => eventPhase(event, now).phase === 'on-now');
/** Between two of its days: nothing is played, so it says which day starts when instead. */
const betweenDays = (event: (typeof onNow)[number]) => !!eventPhase(event, now).nextDayStartsAt;

test('an event on now says so on the home page, the list and its own page', async ({ page }) => {
  expect(onNow.length, 'an event on now at the pinned fest day').toBeGreaterThan(0);

  await page.goto('/');
  const home = page.getByRole('region', { name: 'Upcoming Events' });
  const running = home
    .getByTestId('event-card')
    .filter({ has: page.locator('[data-event-phase="on-now"]:visible') });
  const firstId = await running.first().getAttribute('data-event-id');
  const shown = onNow.find((event) => event.id === firstId);
  expect(shown, `the first card on now (${firstId}) is an event on now`).toBeDefined();
  await expect(running.first()).toContainText(
    betweenDays(shown!) ? /Day \d+ of \d+ starts/ : 'On now',
  );

  await page.goto('/events/');
  for (const event of onNow) {
    const card = page.locator(`main [data-testid="event-card"][data-event-id="${event.id}"]`);
    if (betweenDays(event)) {
      await expect(card.locator('[data-event-phase-badge="between-days"]')).toHaveText(
        /^Day \d+ at \d{1,2}:\d\d\s?[AP]M$/,
      );
    } else {
      await expect(card.locator('[data-event-phase-badge="on-now"]')).toHaveText('On now');
    }
  }

  const event = onNow[0]!;
  await page.goto(eventPath(event.id));
  await expect(page.locator('[data-event-phase="on-now"]:visible')).toContainText(
    betweenDays(event) ? /^Day \d+ of \d+ starts / : 'On now.',
  );
  // Registration closed with its deadline passed.
  await expect(page.getByRole('link', { name: /^Register Now/ })).toHaveCount(
    eventPhase(event, now).registration.open ? 1 : 0,
  );
});

test('an event on now that registers people there says so on its button, not closed', async ({
  page,
}) => {
  // The first minute such an event is on, from the pinned moment on, within what the page
  // built then keeps (its clock moves the button there, as a visitor's would).
  const walkIn = getAllEvents()
    .map((event) => ({ event, at: new Date(Math.max(now.getTime(), Date.parse(event.startsAt))) }))
    .find(({ event, at }) => {
      const { registration } = eventPhase(event, at);
      return !registration.open && registration.atTheEvent && at.getTime() < reserveUntil(now);
    });
  expect(walkIn, 'an event that registers on the spot, on within two days').toBeDefined();
  const { event, at } = walkIn!;
  const { registration } = eventPhase(event, at);
  const label = `Registration: ${!registration.open && registration.atTheEvent}`;

  await page.clock.install({ time: now });
  await page.goto(eventPath(event.id));
  await page.clock.fastForward(at.getTime() - now.getTime() + 60_000);
  const button = page.getByRole('button', { name: `${label}, ${event.title}` });
  await expect(button).not.toHaveAttribute('aria-disabled');
  await expect(page.getByRole('button', { name: /Registration Closed/ })).toHaveCount(0);
  // On the page's dark band, outlined in light (navy on navy was 1:1, which axe, unsure of a
  // band's background, let pass): its words at 4.5:1 and its edge at 3:1.
  const { text, edge } = await contrastOf(button);
  expect(text).toBeGreaterThanOrEqual(4.5);
  expect(edge).toBeGreaterThanOrEqual(3);
  await expectNoAxeViolations(page, 'main');
  await button.click();
  await expect(toast(page, label)).toContainText(REGISTER_AT_THE_EVENT);
});

test('on its match day, an event page leads with its matches of the day, then the details, then the draw', async ({
  page,
}) => {
  const playing = getAllEvents().filter(
    (event) => getTodaysMatches([event], now).length > 0 && getDrawView(event, now),
  );
  expect(playing.length, 'a knockout with matches on the pinned fest day').toBeGreaterThan(0);
  for (const event of playing) {
    await page.goto(eventPath(event.id));
    const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = ["Today's matches", 'Event Details', 'Draw and results'].map((name) =>
      sections.indexOf(name),
    );
    expect(order[0], `${event.id}: ${sections.join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(order, `${event.id}: ${sections.join(', ')}`).toEqual(order.toSorted((a, b) => a - b));
  }
});

test('an event page left open says what is next as time goes on, shifting nothing', async ({
  page,
}) => {
  // A knockout under way whose "Next:" line changes later that day or the next (loaders' view).
  const [event, step] = getAllEvents()
    .flatMap((candidate) => {
      const later = drawSteps(candidate, now, drawHeadline).find(
        (entry) => entry.from > now.getTime() && entry.value?.startsWith('Next: '),
      );
      return later ? [[candidate, later] as const] : [];
    })
    .at(0)!;
  expect(event, 'a knockout whose next match is still ahead').toBeDefined();
  const shifts = await recordLayoutShifts(page);
  await page.clock.install({ time: now });
  await page.goto(eventPath(event.id));
  const built = drawHeadline(getDrawView(event, now), now)!;
  await expect(page.getByRole('link', { name: built }).first()).toBeVisible();
  await shifts.reset();

  // The page's clock reaches the moment the line changes: title block and draw both follow.
  await page.clock.fastForward(step.from - now.getTime() + 1_000);
  await expect(page.getByRole('link', { name: step.value! })).toHaveCount(2);
  await expect(page.getByRole('link', { name: built })).toHaveCount(0);
  expect(await shifts.list()).toEqual([]);
});

/** When an event on now at the pinned moment closes for the night, within the build's room. */
const nightFalls = (event: (typeof onNow)[number]) =>
  betweenDays(event)
    ? undefined
    : phaseSteps(event, now).find(
        (step) => step.value.nextDayStartsAt && step.from < reserveUntil(now),
      )?.from;

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('an event page and its home card left open into the night say which day starts when, shifting nothing', async ({
    page,
  }) => {
    const homeIds = getUpcomingEvents(HOME_EVENT_COUNT, now).map((event) => event.id);
    const event = onNow.find((entry) => nightFalls(entry) && homeIds.includes(entry.id));
    expect(event, 'a multi-day event on now on the home page, its day ending later').toBeDefined();
    const night = nightFalls(event!)! - now.getTime() + 60_000;
    const nextDay = /^Day \d+ of \d+ starts /;

    const shifts = await recordLayoutShifts(page);
    await page.clock.install({ time: now });
    await page.goto(eventPath(event!.id));
    const sentence = page.locator('[data-event-phase]:visible');
    await expect(sentence).toHaveText('On now.');
    const oneLine = (await sentence.boundingBox())!.height;
    await shifts.reset();
    await page.clock.fastForward(night);
    await expect(sentence).toHaveText(nextDay);
    // Longer than the line it replaces (it wraps here), yet the page kept room for it.
    expect((await sentence.boundingBox())!.height).toBeGreaterThan(oneLine);
    expect(await shifts.list()).toEqual([]);

    await page.goto('/');
    const card = page.locator(`[data-testid="event-card"][data-event-id="${event!.id}"]`);
    const line = card.locator('[data-event-phase]:visible');
    await expect(line).toHaveText('On now');
    await shifts.reset();
    await page.clock.fastForward(night);
    await expect(line).toHaveText(nextDay);
    expect(await shifts.list()).toEqual([]);
  });

  test('the events list counts past events once one ends, on the lines it kept for it', async ({
    page,
  }) => {
    const ends = getAllEvents()
      .map((event) => phaseSteps(event, now).find((step) => step.value.phase === 'ended')?.from)
      .filter((time): time is number => time !== undefined && time < reserveUntil(now))
      .sort((a, b) => a - b);
    expect(ends.length, "an event ending within the build's room ahead").toBeGreaterThan(0);
    await page.clock.install({ time: now });
    await page.goto('/events/');
    const count = page.getByRole('status').filter({ hasText: /^Showing all \d+ events/ });
    // As shown (innerText): the longer form it keeps room for is laid out unseen.
    await expect(count).not.toContainText('past', { useInnerText: true });
    const before = (await count.boundingBox())!;
    await page.clock.fastForward(ends[0]! - now.getTime() + 60_000);
    await expect(count).toHaveText(/^Showing all \d+ events: (?:\d+|none) to come, \d+ past$/, {
      useInnerText: true,
    });
    expect((await count.boundingBox())!.height).toBe(before.height);
  });
});
