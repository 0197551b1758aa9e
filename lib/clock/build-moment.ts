/**
 * The process variable that holds the moment a `next build` started. next.config.ts sets it
 * once, before Next starts the workers that render the pages, which inherit it; buildNow()
 * (lib/clock/build.ts) reads it. So every page and /build.json are rendered at one moment, not
 * each at its own: a page rendered just before a boundary and /build.json just after would say
 * no rebuild is due while that page is already out of date. No imports: next.config.ts loads it.
 */
export const BUILD_MOMENT_VARIABLE = 'SITE_BUILD_MOMENT';

/**
 * The name of the <meta> every page of a build with a pinned clock carries, with the moment (the
 * early tap script in the browser reads it: no imports).
 */
export const SITE_CLOCK_META = 'site-clock-pinned';
