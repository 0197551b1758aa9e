import { getDraws } from '../../lib/events/draw/load';
import { eventPath } from '../../lib/events/paths';
import { expect, test } from '../fixtures';
import { sentBytes } from '../support/page-cost';

// Run by `npm run test:fest` (scripts/test-fest.ts), whose copy grew one knockout's draw to 256
// entrants: 128 first-round matches, the most the site promises to lay out on a phone.
const largest = [...getDraws()].sort((a, b) => b.size - a.size)[0]!;
const firstRound = largest.rounds[0]!.filter((match) => !match.bye);
/** What the page may weigh as sent (gzipped HTML), the whole draw written in it. */
const HTML_BUDGET = 60 * 1024;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a 360 px phone reads 128 first-round matches without sideways scrolling', async ({
  page,
}) => {
  expect(firstRound, 'the copy holds a draw with 128 first-round matches').toHaveLength(128);
  await page.goto(eventPath(largest.eventId));
  const section = page.getByRole('region', { name: 'Draw and results' });
  const round = section.locator('section[data-round]').first();
  await expect(round.locator('li[id^="match-"]')).toHaveCount(128);
  await expect(section.locator('li[id^="match-"]')).toHaveCount(largest.size - 1);

  // Nothing wider than the screen: the page, and each match (names, time and court wrap).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const widest = await round
    .locator('li[id^="match-"]')
    .evaluateAll((items) => Math.max(...items.map((item) => item.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(360);
  // A name wraps, its seed does not: "(seed 97)" is never cut into "(seed" and "97)".
  const seeds = await round.locator('span').evaluateAll((spans) =>
    spans
      .filter((span) => /^\(seed \d+\)$/.test(span.textContent?.trim() ?? ''))
      .map((span) => ({
        text: span.textContent?.trim(),
        lines: new Set([...span.getClientRects()].map((rect) => Math.round(rect.bottom))).size,
      })),
  );
  expect(seeds.length).toBeGreaterThanOrEqual(256);
  expect(seeds.filter((seed) => seed.lines > 1)).toEqual([]);

  // The last first-round match has its own link, and lands on screen.
  const last = firstRound.at(-1)!;
  await page.goto(`${eventPath(largest.eventId)}#match-${last.id}`);
  await expect(page.locator(`#match-${last.id}`)).toBeInViewport();
});

test('the page with the whole draw stays light: its HTML within 60 KB as sent', () => {
  expect(sentBytes([eventPath(largest.eventId)])).toBeLessThanOrEqual(HTML_BUDGET);
});
