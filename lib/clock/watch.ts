import { pageNow } from '@/lib/clock/page';

// Apart from lib/clock/page.ts so that a page which only reads the clock (the footer's year)
// does not ship this.

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
