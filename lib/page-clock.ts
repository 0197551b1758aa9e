/**
 * The page's own clock, in the browser: the build's pinned start (NEXT_PUBLIC_SITE_NOW, inlined
 * at build) plus the time since the page loaded, or the real time when nothing is pinned. So a
 * pinned preview counts on like that real day, and Playwright's clock moves it. It ships to the
 * browser: plain code, no schema, no content.
 */
import { env } from '@/lib/env';

const PINNED = Date.parse(env.NEXT_PUBLIC_SITE_NOW ?? '');
const loadedAt = Date.now();

/** Now, in ms since the epoch, as the page counts it. */
export function pageNow(): number {
  return Number.isNaN(PINNED) ? Date.now() : PINNED + (Date.now() - loadedAt);
}

/** setTimeout's longest delay (about 24.8 days): a later boundary is waited for in laps. */
const LONGEST_DELAY = 2 ** 31 - 1;

/**
 * Calls `onChange` when the page is shown again (back-forward cache, a tab brought back) and at
 * each of `boundaries` (ms since the epoch) still ahead. Returns the unsubscribe function.
 */
export function watchPageClock(boundaries: readonly number[], onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const now = pageNow();
    const next = boundaries.find((time) => time > now);
    if (next === undefined) return;
    timer = setTimeout(wake, Math.min(next - now, LONGEST_DELAY));
  };
  const wake = () => {
    onChange();
    schedule();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake();
  };
  window.addEventListener('pageshow', wake);
  document.addEventListener('visibilitychange', onVisible);
  schedule();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('pageshow', wake);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The Kolkata year of a moment (ms; India keeps +05:30 all year): the footer's year. */
export function kolkataYear(time: number): number {
  return new Date(time + 330 * 60_000).getUTCFullYear();
}
