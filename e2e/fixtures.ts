import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';

import { BROWSER_STORAGE_KEYS } from '../lib/content/legal';
import { BUCKET, fakeStorage } from './storage-fake';

/**
 * Every test fails on an uncaught page error or a console error, except the browser's own
 * "Failed to load resource" lines that tests provoke on purpose (404 pages, failed images).
 */
export const test = base.extend<{
  pageErrors: string[];
  emptyBucket: void;
  keptAsThePolicySays: void;
}>({
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
  /**
   * Whatever a journey did, the site kept in the browser only what the Cookie Policy names
   * (BROWSER_STORAGE_KEYS, lib/content/legal.ts, which the build holds the policy to): local
   * and session storage keys and IndexedDB databases it lists, and no cookie. Read at the end of
   * every test, on each of its pages still on the site, so that code (ours or an SDK's) that
   * starts keeping something new fails here until the policy says so.
   */
  keptAsThePolicySays: [
    async ({ context, baseURL }, use) => {
      await use();
      const origin = new URL(baseURL!).origin;
      const named = (key: string) => BROWSER_STORAGE_KEYS.some((name) => key.startsWith(name));
      for (const page of context.pages()) {
        if (page.isClosed() || new URL(page.url()).origin !== origin) continue;
        const unnamed = async () => {
          const kept = await page.evaluate(async () =>
            // A sandboxed document (an SVG opened on its own) has no storage to keep anything in.
            self.origin === 'null'
              ? undefined
              : {
                  localStorage: Object.keys(localStorage),
                  sessionStorage: Object.keys(sessionStorage),
                  indexedDB: (await indexedDB.databases()).map((database) => database.name ?? ''),
                },
          );
          return {
            localStorage: kept?.localStorage.filter((key) => !named(key)) ?? [],
            sessionStorage: kept?.sessionStorage.filter((key) => !named(key)) ?? [],
            indexedDB: kept?.indexedDB.filter((name) => !named(name)) ?? [],
            cookies: (await context.cookies(origin)).map((cookie) => cookie.name),
          };
        };
        // Polled: Firebase checks that IndexedDB opens with a database it deletes at once (and
        // leaves behind when the page goes in between: the policy names it).
        await expect
          .poll(unnamed, {
            message: `what ${page.url()} kept in the browser that the Cookie Policy does not name`,
          })
          .toEqual({ localStorage: [], sessionStorage: [], indexedDB: [], cookies: [] });
      }
    },
    { auto: true },
  ],
  /**
   * In a run on a build with a Storage bucket (E2E_STORAGE_BUCKET), the bucket is empty unless
   * a test fakes its own files (a route added later is asked first): no page ever reaches the
   * real Storage, whether or not the machine is online.
   */
  emptyBucket: [
    async ({ page }, use) => {
      if (BUCKET) await fakeStorage(page, { files: {} });
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A thing of the content a journey is about ("an event with open registration"), or a failure
 * that says the content has none, rather than a TypeError further on.
 */
export function needed<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(`This journey needs ${what} in the content; it has none`);
  return value;
}

/** The sonner toast that contains the given title. */
export function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

/**
 * Waits until the toast has finished sliding and fading in: while it is still partly transparent,
 * what it reads against is its background blended with the page (axe then measures a contrast
 * no visitor reads).
 */
export async function toastSettled(message: Locator) {
  await expect(message).toHaveAttribute('data-mounted', 'true');
  await message.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/**
 * The toast shows at the top, under the header, clear of `focused`, which keeps the focus at the
 * bottom of the screen (lib/toast.ts; WCAG 2.2, 2.4.11 Focus Not Obscured). Read once the toast
 * has slid down from above the screen to its place under the header.
 */
export async function expectToastAboveFocus(page: Page, message: Locator, focused: Locator) {
  await expect(focused).toBeFocused();
  await expect(message).toHaveAttribute('data-y-position', 'top');
  const header = (await page.locator('[data-site-header]').boundingBox())!;
  await expect
    .poll(async () => (await message.boundingBox())!.y)
    .toBeGreaterThanOrEqual(header.y + header.height);
  const box = (await message.boundingBox())!;
  const target = (await focused.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(target.y);
}

/**
 * Waits until a just-opened dialog or menu (Radix) takes a click outside it: a visitor's tap
 * there closes it. Radix listens for that press from a task it queues while mounting, before
 * it moves the focus in, so the focus inside, then one task after it, is the signal. Without
 * it a test's click can land in the few milliseconds before and be ignored, which no finger
 * is quick enough to do.
 */
export async function dismissableReady(layer: Locator) {
  await expect
    .poll(() => layer.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  // A zero-delay task runs after the ones queued before it: an order, not a wait for time.
  // eslint-disable-next-line no-restricted-syntax
  await layer.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
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

/**
 * Counts the page's requests still in flight, from now on: start it before the navigation or
 * the action whose work it is to wait for (a request already under way is not counted).
 * `settled()` resolves once the page has nothing left to do on its own: its load event, every
 * counted request finished, then an idle callback (the page's own idle-time work, queued
 * before it, has run) and the requests that work started finished, twice over. Signals from
 * the page, never a fixed wait (Playwright's 'networkidle' is one: 500 ms without a request).
 */
export function trackNetwork(page: Page) {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  const done = (request: unknown) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const quiet = () => expect.poll(() => inFlight.size, { message: 'requests in flight' }).toBe(0);
  const loaded = async () => {
    await page.waitForLoadState('load');
    await quiet();
  };
  return {
    /**
     * Its load event and every counted request finished: all there is to wait for on a page
     * whose scripts were held back (it has no idle-time work, and a page with nothing left to
     * draw may never get an idle period in the headless shell, e2e/support/chromium.ts).
     */
    loaded,
    async settled() {
      await loaded();
      for (let round = 0; round < 2; round += 1) {
        await pageIdle(page);
        await quiet();
      }
    },
  };
}

/** Resolves at the page's next idle period: the work it had queued (effects included) has run. */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve())),
  );
}

/**
 * Records the page's layout shifts not caused by the visitor (what its CLS adds up), from its
 * first paint: call before the navigation. `list()` gives each shift with what moved, from where
 * to where, so `expect(await shifts.list()).toEqual([])` names the culprit when it fails;
 * `reset()` starts again (to measure what one change does once the page has settled).
 *
 * A page may narrow what counts by setting `window.layoutShiftScope` (a WeakSet of nodes): a
 * shift then counts only for the nodes in it that moved (e2e/layout.spec.ts: what was drawn
 * before the rest of the page arrived), unless it names the API's most of five nodes, which may
 * leave others out.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    interface Shift {
      value: number;
      hadRecentInput: boolean;
      startTime: number;
      sources?: {
        node: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    }
    const store = window as unknown as {
      layoutShifts: string[];
      layoutShiftScope?: WeakSet<Node>;
    };
    store.layoutShifts = [];
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    const describe = (node: Node | null) => {
      if (!node) return '(a node since removed)';
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      if (!(node instanceof Element)) return `text "${text}"`;
      const classes = [...node.classList].slice(0, 3).join('.');
      return `<${node.localName}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        const scope = store.layoutShiftScope;
        const sources = entry.sources ?? [];
        const counted =
          scope && sources.length < 5
            ? // A mover already removed cannot be placed before or after the cut: it counts.
              sources.filter((source) => !source.node || scope.has(source.node))
            : sources;
        if (scope && counted.length === 0 && sources.length > 0) continue;
        const moved = counted.map(
          (source) =>
            `${describe(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
        );
        store.layoutShifts.push(
          `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  type Store = { layoutShifts: string[] };
  return {
    reset: () =>
      page.evaluate(() => {
        (window as unknown as Store).layoutShifts = [];
      }),
    list: () => page.evaluate(() => (window as unknown as Store).layoutShifts),
  };
}
