import { eventShareImage } from '../components/og/event-share-image';
import { shareImage } from '../components/og/share-image';
import { getAllEvents } from '../lib/events/content';
import { drawHeadline, getDrawView } from '../lib/events/draw/headline';
import { getDraws } from '../lib/events/draw/load';
import { finalOf } from '../lib/events/draw/view';
import { eventPath } from '../lib/events/paths';
import { eventPhase } from '../lib/events/phase';
import { eventShareCard } from '../lib/events/share-card';
import { expect, test } from './fixtures';
import { siteNow } from './site-now';

// The knockout draws as a visitor reads them, at the moment the served build was rendered at
// (siteNow: before the fest in the main run, so the draw shows and no result does; real time in
// the production run, where the worked examples have their champions). Events are picked
// through the loaders: the one with the largest draw, and every draw's champion by that clock.
const events = getAllEvents();
const draws = getDraws();
const largest = [...draws].sort((a, b) => b.size - a.size)[0]!;
const largestEvent = events.find((event) => event.id === largest.eventId)!;
const now = siteNow();
const viewOf = (event: (typeof events)[number]) => getDrawView(event, now);
const matchCount = (size: number) => size - 1;

test.describe('draw and results', () => {
  test('reads round by round, with every match its own link', async ({ page }) => {
    await page.goto(eventPath(largestEvent.id));
    const section = page.getByRole('region', { name: 'Draw and results' });
    const view = viewOf(largestEvent)!;
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      view.rounds.map((round) => new RegExp(`^${round.name}`)),
    );
    await expect(section.locator('li[id^="match-"]')).toHaveCount(matchCount(largest.size));
    const first = largest.rounds[0]!.find((match) => !match.bye)!;
    await page.goto(`${eventPath(largestEvent.id)}#match-${first.id}`);
    await expect(page.locator(`#match-${first.id}`)).toBeInViewport();
  });

  test('names each champion on the event page, its card and its share image; no result before its match', async ({
    page,
  }) => {
    for (const event of events.filter((each) => viewOf(each))) {
      const champion = viewOf(event)!.champion?.name;
      await page.goto(eventPath(event.id));
      const section = page.getByRole('region', { name: 'Draw and results' });
      await expect(section.getByText(/^Champion: /)).toHaveCount(champion ? 1 : 0);
      if (champion) {
        await expect(section.getByText(`Champion: ${champion}`)).toBeVisible();
        // The title's line leads to the final and its result; search results and link
        // previews say it too.
        const final = finalOf(viewOf(event)!)!;
        await page.getByRole('link', { name: `Champion: ${champion}`, exact: true }).click();
        await expect(page.locator(`#match-${final.id}`)).toBeInViewport();
        await expect(page.locator(`#match-${final.id}`)).toContainText(`${champion} won`);
        if (eventPhase(event, now).phase === 'ended') {
          await expect(page.locator('meta[name="description"]')).toHaveAttribute(
            'content',
            new RegExp(
              `^This event has ended\\. Champion: ${champion.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\. `,
            ),
          );
        }
      }
      // The share image is the card of these lines, drawn the same way (the same bytes), at the
      // address the page names: its file with the version of that card (a new result, a new one).
      const card = eventShareCard(event, now);
      expect(card.lines[0]!.startsWith('Champion: ')).toBe(Boolean(champion));
      if (champion) expect(card.lines[0]).toBe(`Champion: ${champion}`);
      const named = new URL(
        (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '',
      );
      expect(`${named.pathname}${named.search}`).toBe((await eventShareImage(event, now)).url);
      const image = await page.request.get(`${named.pathname}${named.search}`);
      expect(image.status()).toBe(200);
      const drawn = Buffer.from(await (await shareImage(card)).arrayBuffer());
      expect((await image.body()).equals(drawn), `${event.id}: the share image's lines`).toBe(true);
    }
    await page.goto('/events/');
    for (const event of events.filter((each) => viewOf(each))) {
      const line = drawHeadline(viewOf(event), now);
      const card = page.locator(`[data-event-id="${event.id}"]`);
      // The line shown (the card keeps room for the next days' lines, unseen).
      const shown = card.getByTestId('draw-line').filter({ visible: true });
      await expect(shown).toHaveCount(line ? 1 : 0);
      if (line) await expect(shown).toHaveText(line);
    }
  });

  test('"Find your team or player" works from the keyboard, by its name', async ({ page }) => {
    await page.goto(eventPath(largestEvent.id));
    const finder = page.getByRole('combobox', { name: 'Find your team or player' });
    await finder.focus();
    await page.keyboard.press('ArrowDown');
    const name = await finder.inputValue();
    expect(name).not.toBe('');
    await expect(page.getByRole('status').filter({ hasText: 'Showing the' })).toContainText(name);
    const shown = page.locator('li[id^="match-"]:visible');
    expect(await shown.count()).toBeGreaterThan(0);
    // Its matches, and the one it plays if it wins (named there by the match it must win).
    for (const match of await shown.all()) {
      const plays = ((await match.getAttribute('data-entrants')) ?? '').split('\n');
      const may = ((await match.getAttribute('data-may-play')) ?? '').split('\n');
      expect(
        plays.includes(name) || may.includes(name),
        `${name} in ${await match.innerText()}`,
      ).toBe(true);
      if (plays.includes(name)) await expect(match).toContainText(name);
    }
  });

  test('the keyboard skips past the whole draw in one step', async ({ page }) => {
    await page.goto(eventPath(largestEvent.id));
    await page.getByRole('combobox', { name: 'Find your team or player' }).focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip past the draw' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText('End of the draw.')).toBeFocused();
    // The next Tab leaves the draw: no match's link, none of its "Winner of …" links.
    await page.keyboard.press('Tab');
    const after = await page.evaluate(() => ({
      inDraw: Boolean(document.activeElement?.closest('#draw')),
      onAControl: document.activeElement?.matches('a[href], button') ?? false,
    }));
    expect(after).toEqual({ inDraw: false, onAControl: true });
  });

  // The draw's page is checked by axe with every route (every-route.spec.ts), at 360 and 1280 px.
  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('reads the largest draw without sideways scrolling', async ({ page }) => {
      await page.goto(eventPath(largestEvent.id));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the whole draw is there', async ({ page }) => {
      for (const draw of draws) {
        await page.goto(eventPath(draw.eventId));
        await expect(page.locator('li[id^="match-"]')).toHaveCount(matchCount(draw.size));
      }
    });
  });
});
