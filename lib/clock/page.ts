import { KOLKATA_OFFSET_MS } from '@/lib/clock/kolkata';

/**
 * The page's own clock, in the browser: the build's pinned start (NEXT_PUBLIC_SITE_NOW, inlined
 * at build) plus the time since the page loaded, or the real time when nothing is pinned. So a
 * pinned preview counts on like that real day, and Playwright's clock moves it. It ships to the
 * browser: plain code, no schema, no content.
 */
// The one setting read here rather than through lib/env.ts: every page loads this module (the
// footer's year), and the settings object would add every other setting to each page's script.
// Next inlines the value at build; lib/env-schema.ts checked it when next.config.ts loaded.
const PINNED = Date.parse(process.env.NEXT_PUBLIC_SITE_NOW ?? '');
const loadedAt = Date.now();

/** Now, in ms since the epoch, as the page counts it. */
export function pageNow(): number {
  return Number.isNaN(PINNED) ? Date.now() : PINNED + (Date.now() - loadedAt);
}

/** The Kolkata year of a moment (ms; India keeps +05:30 all year): the footer's year. */
export function kolkataYear(time: number): number {
  return new Date(time + KOLKATA_OFFSET_MS).getUTCFullYear();
}
