/**
 * The benchmark's slow-phone run (scripts/perf/slow-phone.ts): load a page in a throttled Chromium
 * and record when it first paints and when it responds (React attached), once with the
 * visitor still and once with the visitor scrolling as soon as the page has painted.
 */
import { chromium, type Browser } from '@playwright/test';

import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { firstPaint, responds, RESPONSE_PROBE, SLOW_PHONE, throttle } from '../perf/slow-phone';

export type PhoneRun = {
  /** First contentful paint, ms after navigation start. */
  paint: number;
  /** Largest contentful paint, as the browser measured it under throttling. */
  lcp: number;
  /** React has taken over the page. */
  responds: number;
  /** The same page with a scroll right after the first paint. */
  paintScrolling: number;
  respondsScrolling: number;
  /** The scroll position survived React taking over. */
  scrollKept: boolean;
  /** A repeat visit, the service worker in control: first paint and React attached. */
  repeatPaint: number;
  repeatResponds: number;
};

/**
 * The phone's browser is the one e2e/slow-phone.spec.ts runs in (e2e/support/chromium.ts):
 * Chromium's headless shell where it is installed. The full browser's headless mode runs the
 * desktop browser around the page, about twice the CPU; on two cores that work competes with the
 * page's main thread (a page's scripts took 1.6 times as long there, Chromium 156, 2026-11-28).
 */
export async function launchPhone(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** The phone's browser as the report names it, e.g. "Chromium 156.0.8078.108 (headless shell)". */
export function phoneBrowserName(browser: Browser): string {
  const { executablePath } = chromiumLaunchOptions();
  // Without a path, Playwright runs headless tests in its own headless shell.
  const shell = !executablePath || executablePath.includes('headless-shell');
  return `Chromium ${browser.version()}${shell ? ' (headless shell)' : ''}`;
}

/** A fresh context shaped like the slow phone's screen (its network is throttled per page). */
function phoneContext(browser: Browser) {
  return browser.newContext({
    viewport: SLOW_PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
}

async function load(browser: Browser, url: string, scroll: boolean) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(RESPONSE_PROBE);
    await throttle(page);
    await page.goto(url, { waitUntil: 'commit' });
    const paint = await firstPaint(page);
    if (scroll) await page.mouse.wheel(0, 400);
    const at = await responds(page);
    const lcp = await page.evaluate(() => window.__pageTimings?.largestContentfulPaint ?? NaN);
    let scrollKept = true;
    if (scroll) {
      // Long enough for any effect of hydration to have moved the page.
      await page.waitForTimeout(500);
      scrollKept = (await page.evaluate(() => window.scrollY)) > 0;
    }
    return { paint, lcp, responds: at, scrollKept };
  } finally {
    await context.close();
  }
}

/**
 * A returning visitor: a first visit (not throttled, not measured) leaves the service worker in
 * control with its precache complete; the visit after it is measured on the throttled phone.
 */
async function repeatVisit(browser: Browser, url: string, worker: boolean) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(RESPONSE_PROBE);
    await page.goto(url);
    // Active means installed, and installing saves the whole precache first. A page without a
    // worker (the bare page) repeats from the HTTP cache alone.
    if (worker) await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await throttle(page);
    await page.goto(url, { waitUntil: 'commit' });
    const paint = await firstPaint(page);
    const at = await responds(page);
    return { paint, responds: at };
  } finally {
    await context.close();
  }
}

export async function measurePhone(
  browser: Browser,
  url: string,
  { worker }: { worker: boolean },
): Promise<PhoneRun> {
  const still = await load(browser, url, false);
  const scrolling = await load(browser, url, true);
  const repeat = await repeatVisit(browser, url, worker);
  return {
    repeatPaint: repeat.paint,
    repeatResponds: repeat.responds,
    paint: still.paint,
    lcp: still.lcp,
    responds: still.responds,
    paintScrolling: scrolling.paint,
    respondsScrolling: scrolling.responds,
    scrollKept: scrolling.scrollKept,
  };
}
