import { MATCHES_LISTED_PER_EVENT } from '../../components/events/todays-matches';
import { getFestEvents, getFests } from '../../lib/content/fests';
import { getAllEvents } from '../../lib/events/content';
import { byEvent, getTodaysMatches, roundsOfDay } from '../../lib/events/draw/today';
import { eventPath } from '../../lib/events/paths';
import { expect, test, trackNetwork } from '../fixtures';
import { siteNow } from '../site-now';
import { expectNoAxeViolations } from '../support/axe';

// Run by `npm run test:fest` (scripts/test-fest.ts), whose copy is built with its clock pinned
// on a fest day: "Today's matches" on the home page and the fest pages, read through the
// loaders (the copy's own draws, one of them grown to 256 entrants).

const now = siteNow();
const SECTION = "Today's matches";

/** The day's matches of these events, by event, as the section should show them. */
const dayOf = (events = getAllEvents()) => byEvent(getTodaysMatches(events, now));

test("lists an event's few matches of the day, and sums up one with many by round", async ({
  page,
}) => {
  const day = dayOf();
  expect(day.length, 'matches on the pinned fest day').toBeGreaterThan(0);
  await page.goto('/');
  const section = page.getByRole('region', { name: SECTION });
  for (const event of day) {
    const link = eventPath(event.eventId);
    if (event.matches.length <= MATCHES_LISTED_PER_EVENT) {
      for (const { match } of event.matches) {
        const entry = section.locator(`a[href="${link}#match-${match.id}"]`);
        await expect(entry).toHaveCount(1);
        // Where: its court, and the event's venue (a court's name alone says no building).
        await expect(section.getByRole('listitem').filter({ has: entry })).toContainText(
          event.eventLocation,
        );
      }
      continue;
    }
    const card = section
      .getByRole('listitem')
      .filter({ hasText: `${event.eventTitle}: ${event.matches.length} matches` });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(event.eventLocation);
    const rounds = roundsOfDay(event.matches);
    await expect(card.getByRole('listitem')).toHaveCount(rounds.length);
    for (const round of rounds) {
      await expect(card.getByRole('link', { name: round.name, exact: true })).toHaveAttribute(
        'href',
        `${link}#round-${round.round}`,
      );
    }
    // No card of its own for any of its matches.
    await expect(section.locator(`a[href^="${link}#match-"]`)).toHaveCount(0);
  }
});

test('each fest page shows its own events of the day', async ({ page }) => {
  for (const fest of getFests()) {
    const day = dayOf(getFestEvents(fest));
    await page.goto(`/${fest.id}/`);
    const section = page.getByRole('region', { name: SECTION });
    await expect(section).toHaveCount(day.length > 0 ? 1 : 0);
    for (const event of day) {
      await expect(
        section.locator(`a[href^="${eventPath(event.eventId)}#"]`).first(),
      ).toBeVisible();
    }
  }
});

test("an event's page leads a player from the day's matches to the draw's finder", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const [event] = dayOf();
  await page.goto(eventPath(event!.eventId));
  await page
    .getByRole('region', { name: SECTION })
    .getByRole('link', { name: 'Find your match in the draw' })
    .click();
  const finder = page.getByLabel('Find your team or player');
  // Its label in full view (not under the header), and the next Tab is the finder itself.
  await expect(page.getByText('Find your team or player', { exact: true })).toBeInViewport({
    ratio: 1,
  });
  await page.keyboard.press('Tab');
  await expect(finder).toBeFocused();
  const header = await page.locator('[data-site-header]').boundingBox();
  const label = await page.getByText('Find your team or player', { exact: true }).boundingBox();
  expect(label!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

for (const width of [360, 1280]) {
  test(`reads without sideways scrolling and meets WCAG 2.2 AA (axe) at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const network = trackNetwork(page);
    for (const path of ['/', ...getFests().map((fest) => `/${fest.id}/`)]) {
      await page.goto(path);
      await network.settled();
      if ((await page.getByRole('region', { name: SECTION }).count()) === 0) continue;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await test.step(path, () =>
        expectNoAxeViolations(page, 'section[aria-labelledby="todays-matches-heading"]'),
      );
    }
  });
}
