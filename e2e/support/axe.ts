import { expect, type Page } from '@playwright/test';
import { source as axeSource, type AxeResults, type run, type RunOptions } from 'axe-core';

// WCAG 2.2 A and AA rules (axe-core).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Fails with a short list of what axe found on the page (or inside `include`).
 *
 * axe runs in the page as it would from a browser extension: its script is put in the page
 * once (Playwright's evaluate, which the page's script policy does not apply to), `axe.run`
 * does a full run, every result type computed, and only the violations come back. The
 * `@axe-core/playwright` wrapper this replaces put the script in twice per check and sent every
 * result back (on a page with a whole chess draw, 760 KB through Playwright's serialiser): 4 s
 * a check there against 1.4 s, 2.4 s against 1 s on an ordinary event page, for the same
 * findings. (axe's own `resultTypes: ['violations']` shortcut is not used: it changes what
 * page-level rules find.) axe-core stays on 4.13, the version that wrapper carried: 4.14 (and
 * 4.14.1) puts `position: fixed` elements in a layout grid of their own and no longer looks at
 * the page behind them, so the transparent header's current-page link, orange on the navy hero,
 * reads as orange on the body's white on /about/ and /contact/ (a violation) and as hidden by a
 * card far below it on /events/ (a check it cannot finish).
 *
 * Frames are not entered (`iframes: false`): the site's only frames are other services' (a
 * map, reCAPTCHA), of another origin, answered in tests by fakes whose markup is not the site's;
 * the frame element itself (its title) is checked as part of the page.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // The page at rest, as a visitor reads it: axe now starts as soon as the test's last step is
  // done (the wrapper spent up to a second loading itself first), so a colour transition still
  // running would be judged mid-way. Finite animations only: a spinner's or a pulse's never end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    // WCAG 2.5.3 Label in Name: a WCAG 2.1 A rule, still marked experimental in axe 4.13.
    rules: { 'label-content-name-mismatch': { enabled: true } },
    iframes: false,
  };
  const summary = await page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: { run: typeof run } };
      const results: AxeResults = await axe.run(
        include ? { include: [include] } : document,
        options,
      );
      // Each rule that failed, and the first three places it failed.
      return results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join('\n    ')}`,
      );
    },
    { include, options },
  );
  expect(summary, 'axe violations').toEqual([]);
}
