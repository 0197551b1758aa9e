import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.2 A and AA rules (axe-core).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Fails with a short list of what axe found on the page (or inside `include`). axe reports
 * every result in full: its `resultTypes: ['violations']` shortcut is faster on large pages but
 * changes what page-level rules find (it reported content outside landmarks that a full run
 * does not).
 *
 * It runs in legacy mode: `axe.run` in the page itself, rather than a partial run per frame
 * finished in a blank page that the results are copied into, which took twice as long (a
 * second page per check, and every result serialised twice). What it gives up is checking
 * frames of other origins, and the site's only frames are other services' (a map, reCAPTCHA),
 * answered in tests by fakes whose markup is not the site's.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
