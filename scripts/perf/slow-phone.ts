import type { Locator, Page } from '@playwright/test';

/**
 * The slow phone (a mid-range phone on a crowded network), shared by the Playwright project `slow-phone` (e2e/slow-phone.spec.ts)
 * and `npm run bench`: Lighthouse's mobile profile applied to a real Chromium through CDP
 * (1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU 4 times slower), so the time between the
 * first paint and the moment React takes over is as wide as on a mid-range phone.
 */
export const SLOW_PHONE = {
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  },
  cpuSlowdown: 4,
  /** Lighthouse's mobile screen (Moto G Power). */
  viewport: { width: 412, height: 823 },
} as const;

/** Throttles the page's network and CPU like SLOW_PHONE. Chromium only (CDP). */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { ...SLOW_PHONE.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/** Whether React has taken over the element the locator finds. */
export function isLive(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );
}

/** What the probe (RESPONSE_PROBE) records, in ms since the navigation started. */
export type PageTimings = {
  firstContentfulPaint?: number;
  /** The latest largest-contentful-paint candidate so far (the browser stops at the first input). */
  largestContentfulPaint?: number;
  /** React has hydrated <main> and, where there is one, the <footer>: the page responds. */
  responds?: number;
};

declare global {
  interface Window {
    __pageTimings?: PageTimings;
  }
}

/**
 * An init script (`page.addInitScript(RESPONSE_PROBE)`) that records when the page first
 * paints content, its largest contentful paint, and when it responds: React attached to <main> and the <footer> (the last
 * parts of the page it hydrates). It polls every 20 ms until then, and stops. A string, not a
 * function: tsx and Playwright would each rewrite a function's source.
 */
export const RESPONSE_PROBE = `(() => {
  const timings = {};
  window.__pageTimings = timings;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) {
      if (timings.firstContentfulPaint === undefined) timings.firstContentfulPaint = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) timings.largestContentfulPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const live = (element) =>
    element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const poll = setInterval(() => {
    const footer = document.querySelector('footer');
    if (live(document.querySelector('main')) && (footer === null || live(footer))) {
      timings.responds = performance.now();
      clearInterval(poll);
    }
  }, 20);
})();`;

/** Waits until the page has painted its first content (as RESPONSE_PROBE saw it). */
export async function firstPaint(page: Page, timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(
    () => window.__pageTimings?.firstContentfulPaint,
    null,
    {
      timeout,
      polling: 20,
    },
  );
  return (await handle.jsonValue()) as number;
}

/** Waits until React has taken over the page (as RESPONSE_PROBE saw it). */
export async function responds(page: Page, timeout = 30_000): Promise<number> {
  const handle = await page.waitForFunction(() => window.__pageTimings?.responds, null, {
    timeout,
    polling: 20,
  });
  return (await handle.jsonValue()) as number;
}
