import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on an uncaught page error or a console error, except the browser's own
 * "Failed to load resource" lines that tests provoke on purpose (404 pages, failed images).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(`console: ${message.text()}`);
        }
      });
      await use(errors);
      expect(errors, 'page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The sonner toast that contains the given title. */
export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

/**
 * For `expect(page).toHaveURL(atPath('/'))`: the exact pathname. With trailing slashes every
 * address ends in "/", so a pattern like /\/$/ would also match the page being left.
 */
export function atPath(pathname: string) {
  return (url: URL) => url.pathname === pathname;
}
