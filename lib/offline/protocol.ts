// What the pages and the service worker (lib/offline/worker/) agree on. No imports: the worker
// bundle and the page bundle both take this file as it is.

/** Where the service worker is served; firebase.json gives it `Cache-Control: no-cache`. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The site's own page for an address never read before, shown when there is no connection. */
export const OFFLINE_PAGE_PATH = '/offline/';

/** Paths the service worker never answers: the CMS and Firebase's reserved `/__/` URLs. */
export const NOT_FOR_THE_WORKER = ['/admin/', '/__/'] as const;

/**
 * The IndexedDB database in which Workbox's expiration (the worker's bounded caches) records each
 * saved copy's address and time, to drop the oldest first. Workbox names it; the Cookie Policy
 * must (lib/content/legal.ts).
 */
export const EXPIRATION_DATABASE = 'workbox-expiration';

/** The worker's cache of pages read (beyond the precached ones): tests look into it. */
export const PAGES_CACHE = 'pages';

/** The question a page asks its service worker: "was I served from the saved copies, and when?" */
export const SAVED_AT_QUESTION = 'saved-at';

/**
 * What a page tells its service worker after a client-side navigation (a next/link tap, which
 * fetches only the page's data): `{ type: SAVE_PAGE, path }`, the page now shown. The worker
 * saves that page's HTML, as it saves a page loaded whole, so that it opens offline too.
 */
export const SAVE_PAGE = 'save-page';

/**
 * The worker's answer: when the copy it served was saved, in Kolkata time ("10:42 AM", or
 * "10:42 AM on April 8, 2025" from an earlier day: lib/offline/saved-when.ts), or null for a
 * page fresh from the network; `slow` when the network had not answered within the worker's
 * timeout (it may still be there) rather than failed.
 */
export type SavedAtAnswer = { savedAt: string | null; slow: boolean };
