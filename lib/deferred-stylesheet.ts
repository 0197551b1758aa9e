/**
 * Marks a stylesheet <link> the critical-CSS step deferred (lib/build/critical-css.ts) until the
 * stylesheet swap (lib/security/known-scripts.ts) turns it on. Its own module, with nothing else
 * in it, because browser code reads it too (lib/hooks/use-hydrated.ts).
 */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';
