import { test as base, expect, type Page, type Response } from '@playwright/test';

/**
 * Every test fails on an uncaught page error or a console error, except the browser's own
 * "Failed to load resource" lines that tests provoke on purpose (404 pages, failed images).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  /**
   * A page is readable before React has hydrated it (hydration can end after `load`).
   * page.goto and page.reload therefore also wait for <html data-hydrated>
   * (components/layout/hydration-flag.tsx) on HTML pages when JavaScript is on. Pass
   * `waitUntil: 'commit'` to test what happens before hydration (e2e/slow-phone.spec.ts).
   */
  // `provide` is Playwright's `use` (named so that the React hooks lint rule leaves it alone).
  page: async ({ page, javaScriptEnabled }, provide) => {
    const waitForHydration = async (response: Response | null) => {
      const html = (response?.headers()['content-type'] ?? '').includes('text/html');
      if (javaScriptEnabled && html) {
        await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      return options?.waitUntil === 'commit' ? response : waitForHydration(response);
    };
    page.reload = async (options) => {
      const response = await reload(options);
      return options?.waitUntil === 'commit' ? response : waitForHydration(response);
    };
    await provide(page);
  },
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

/**
 * Holds every framework script at the network until the returned function is called: the page
 * is then on screen, as on a slow phone, before React has taken it over.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
