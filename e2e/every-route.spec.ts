import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { ALL_ROUTES } from './routes';
import { expectNoAxeViolations } from './support/axe';
import { clippedText, withTextSpacing } from './support/clipped-text';
import { changedByFullStylesheet } from './support/critical-css';
import { recordCspViolations } from './support/csp-violations';
import { lazyOnFirstScreen } from './support/first-screen';
import { BUDGET, sdkIn, sentBytes, visit } from './support/page-cost';

// Every route, loaded once as a first visit on a 360 px phone and left to settle, then checked
// for everything that holds on every page (open states, journeys and the ways each check can
// fail are in a11y.spec.ts, budgets.spec.ts and security.spec.ts):
//   - served with its hashed content security policy, hydrated, and no violation reported;
//   - what a visitor who only looks pays: at most 150 KB of JavaScript and 20 KB of CSS
//     (gzipped, the page's inline critical CSS included), the home page at most 400 KB in all;
//     no Firebase (Auth or Storage) or EmailJS code, and no request to their hosts or to the
//     Auth emulator (a signed-out visitor needs neither, and the test build has no bucket);
//   - no WCAG 2.2 A or AA violation (axe), on the phone and again at 1280 px, which gets another
//     layout (the menu, the cards' grid, the hero beside its artwork). The header and footer are
//     the same on every page: they are checked with the home page, the rest with its main;
//   - its inline critical CSS lays it out as the full stylesheet does (support/critical-css.ts);
//   - no picture on its first screen loads lazily, on the phone, a laptop, a tablet held upright
//     and a 1080p screen, the last two showing a grid's second row (support/first-screen.ts);
//   - at 320 px it needs no sideways scrolling, and no box cuts off its words there, nor at 360
//     px with the text spacing a reader may set (support/clipped-text.ts).
test.use({ viewport: { width: 360, height: 740 } });

const LAPTOP = { width: 1280, height: 800 };
/** WCAG 2.2, 1.4.10 Reflow: content reads at 320 CSS px with no scrolling in two directions. */
const NARROWEST = { width: 320, height: 640 };
const TALL_SCREENS = [
  { width: 768, height: 1024 },
  { width: 1920, height: 1080 },
];

async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.clientWidth))
    .toBe(size.width);
}

for (const route of ALL_ROUTES) {
  test(route, async ({ page, baseURL }) => {
    // Axe twice and six layouts: a page with a whole chess draw (400 KB of HTML) takes 20-30 s
    // alone on the two-core machine, more beside another worker, over the default 30 s.
    test.slow();
    const cspViolations = await recordCspViolations(page);
    const { response, fetched, foreign, scripts, styles } = await visit(
      page,
      route,
      new URL(baseURL!).origin,
    );
    expect(response?.status()).toBe(200);

    await test.step('its own hashed policy, and no violation', async () => {
      const policy = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .getAttribute('content');
      expect(policy).toMatch(/script-src 'self' 'sha256-/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // Hydration happened (React attached its handlers), so the hashed scripts ran.
      await expect(page.locator('header[data-site-header]')).toHaveAttribute('data-solid', 'false');
      expect(await cspViolations()).toEqual([]);
    });

    await test.step('within the byte budgets, no Firebase or EmailJS code or request', async () => {
      expect(scripts.length).toBeGreaterThan(3);
      const report = scripts.map((p) => `${p} ${sentBytes([p])}`).join('\n');
      expect(sentBytes(scripts), `gzipped JavaScript on ${route}:\n${report}`).toBeLessThanOrEqual(
        BUDGET.js,
      );
      const inlineCss = await page
        .locator('head style')
        .evaluateAll((styles) => styles.map((style) => style.textContent ?? '').join(''));
      expect(inlineCss.length, 'the critical CSS is inline').toBeGreaterThan(1000);
      expect(
        sentBytes(styles) + gzipSync(inlineCss).length,
        `gzipped CSS on ${route}`,
      ).toBeLessThanOrEqual(BUDGET.css);
      expect(scripts.flatMap(sdkIn)).toEqual([]);
      expect(foreign).toEqual([]);
      if (route === '/') {
        const everything = [...new Set(fetched.map((f) => f.pathname))];
        expect(
          sentBytes(everything),
          `everything / fetched:\n${everything.join('\n')}`,
        ).toBeLessThanOrEqual(BUDGET.homeTotal);
      }
    });

    await test.step('its inline critical CSS lays it out as the full stylesheet does', async () => {
      const held = await page.context().newPage();
      const { compared, changed } = await changedByFullStylesheet(held, route);
      await held.close();
      expect(compared).toBeGreaterThan(20);
      expect(changed, `what the full stylesheet changed on ${route}`).toEqual([]);
    });

    const include = route === '/' ? undefined : 'main';
    await test.step('no axe violation at 360 px', () => expectNoAxeViolations(page, include));
    await test.step('no lazy picture on the first screen at 360 px', async () => {
      expect(await lazyOnFirstScreen(page)).toEqual([]);
    });
    await test.step('no axe violation at 1280 px', async () => {
      await resizeTo(page, LAPTOP);
      await expectNoAxeViolations(page, include);
    });
    for (const screen of [LAPTOP, ...TALL_SCREENS]) {
      await test.step(`no lazy picture on the first screen at ${screen.width}×${screen.height}`, async () => {
        await resizeTo(page, screen);
        expect(await lazyOnFirstScreen(page)).toEqual([]);
      });
    }
    await test.step('reads at 320 px without scrolling sideways or words cut off', async () => {
      await resizeTo(page, NARROWEST);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        NARROWEST.width,
      );
      expect(await clippedText(page)).toEqual([]);
    });
    await test.step('no words cut off with wider text spacing at 360 px', async () => {
      await resizeTo(page, { width: 360, height: 740 });
      await withTextSpacing(page);
      expect(await clippedText(page)).toEqual([]);
    });
  });
}
