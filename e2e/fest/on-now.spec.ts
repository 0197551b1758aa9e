import { getAllEvents } from '../../lib/events/content';
import { getDrawView } from '../../lib/events/draw/headline';
import { eventPath } from '../../lib/events/paths';
import { eventPhase } from '../../lib/events/phase';
import { expect, test } from '../fixtures';
import { siteNow } from '../site-now';

// Run by `npm run test:fest` (scripts/test-fest.ts), whose copy is built with its clock pinned
// on a fest day: an event on now at that moment says so on the home page, the list and its page.

const now = siteNow();
const onNow = getAllEvents().filter((event) => eventPhase(event, now).phase === 'on-now');

test('an event on now says so on the home page, the list and its own page', async ({ page }) => {
  expect(onNow.length, 'an event on now at the pinned fest day').toBeGreaterThan(0);

  await page.goto('/');
  const home = page.getByRole('region', { name: 'Upcoming Events' });
  const running = home
    .getByTestId('event-card')
    .filter({ has: page.locator('[data-event-phase="on-now"]') });
  await expect(running.first()).toContainText('On now');
  expect(onNow.map((event) => event.id)).toContain(
    await running.first().getAttribute('data-event-id'),
  );

  await page.goto('/events/');
  for (const event of onNow) {
    const card = page.locator(`main [data-testid="event-card"][data-event-id="${event.id}"]`);
    await expect(card.locator('[data-event-phase-badge="on-now"]')).toHaveText('On now');
  }

  const event = onNow[0]!;
  await page.goto(eventPath(event.id));
  await expect(page.locator('[data-event-phase="on-now"]')).toContainText('On now.');
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
