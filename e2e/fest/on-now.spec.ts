import { getAllEvents } from '../../lib/events/content';
import { drawHeadline, drawSteps, getDrawView } from '../../lib/events/draw/headline';
import { eventPath } from '../../lib/events/paths';
import { eventPhase } from '../../lib/events/phase';
import { expect, test } from '../fixtures';
import { siteNow } from '../site-now';

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
    .filter({ has: page.locator('[data-event-phase="on-now"]') });
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
  await expect(page.locator('[data-event-phase="on-now"]')).toContainText(
    betweenDays(event) ? /^Day \d+ of \d+ starts / : 'On now.',
  );
  // Registration closed with its deadline passed.
  await expect(page.getByRole('link', { name: /^Register Now/ })).toHaveCount(
    eventPhase(event, now).registration.open ? 1 : 0,
  );
});

test('while its draw runs, an event page leads with "Draw and results", before the details', async ({
  page,
}) => {
  const running = getAllEvents().filter((event) => getDrawView(event, now)?.phase === 'running');
  expect(running.length, 'a knockout under way at the pinned fest day').toBeGreaterThan(0);
  for (const event of running) {
    await page.goto(eventPath(event.id));
    const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
    const draw = sections.indexOf('Draw and results');
    expect(draw, `${event.id}: its page's sections`).toBeGreaterThanOrEqual(0);
    expect(draw, `${event.id}: ${sections.join(', ')}`).toBeLessThan(
      sections.indexOf('Event Details'),
    );
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
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput)
          (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.clock.install({ time: now });
  await page.goto(eventPath(event.id));
  const built = drawHeadline(getDrawView(event, now), now)!;
  await expect(page.getByRole('link', { name: built }).first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));

  // The page's clock reaches the moment the line changes: title block and draw both follow.
  await page.clock.fastForward(step.from - now.getTime() + 1_000);
  await expect(page.getByRole('link', { name: step.value! })).toHaveCount(2);
  await expect(page.getByRole('link', { name: built })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
});
