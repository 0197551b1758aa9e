import type { Page } from '@playwright/test';

import { HEADING_FONT_ATTRIBUTE, HEADING_FONT_KEY } from '../lib/security/known-scripts';
import { expect, recordLayoutShifts, test } from './fixtures';

// The heading font is never swapped in under a page already shown (app/fonts.ts,
// HEADING_FONT_SCRIPT): a first visit paints its headings in the system font and fetches the
// font file only once the page has loaded; the next pages use it from their first paint.

/** Whether the browser drew the element's text with a web font (not a font of the device). */
async function drawnWithWebFont(page: Page, selector: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.length).toBeGreaterThan(0);
    return fonts.some((font) => font.isCustomFont);
  } finally {
    await cdp.detach();
  }
}

test('a first visit fetches the heading font after its page has loaded, and only the next page uses it', async ({
  page,
}) => {
  const shifts = await recordLayoutShifts(page);
  await page.goto('/events/');
  await expect(page.locator('html')).not.toHaveAttribute(HEADING_FONT_ATTRIBUTE);

  // Fetched once the page has loaded, then noted.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), HEADING_FONT_KEY))
    .toBe('1');
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const fonts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'));
    return { loaded: navigation!.loadEventStart, fonts: fonts.map((font) => font.startTime) };
  });
  expect(timing.fonts).toHaveLength(1);
  expect(timing.fonts[0]).toBeGreaterThanOrEqual(timing.loaded);
  // Not swapped in under the page: its heading stays in the system font, nothing moved.
  expect(await drawnWithWebFont(page, 'h1')).toBe(false);
  expect(await shifts.list()).toEqual([]);

  await page.goto('/about/');
  await expect(page.locator('html')).toHaveAttribute(HEADING_FONT_ATTRIBUTE, '');
  expect(await drawnWithWebFont(page, 'h1')).toBe(true);
  // The body text is the device's own font on every page.
  expect(await drawnWithWebFont(page, 'main p')).toBe(false);
  expect(await shifts.list()).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('headings stay in the system font and the font file is never fetched', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(request.url());
    });
    await page.goto('/about/', { waitUntil: 'load' });
    await page.goto('/events/', { waitUntil: 'load' });
    expect(await drawnWithWebFont(page, 'h1')).toBe(false);
    expect(fonts).toEqual([]);
  });
});
