/**
 * The service worker, bundled after the export by scripts/service-worker.ts, which injects the
 * precache list (self.__WB_MANIFEST) read from out/.
 *
 * - Pages: network first. If the network has not answered within NETWORK_TIMEOUT_MS, or fails,
 *   the newest saved copy is served (read before, or saved on install), and the page is told
 *   when that copy was saved (components/offline/offline-support.tsx). A page never saved gets
 *   the site's offline page. A late network answer still refreshes the saved copy. A page shown
 *   by a client-side navigation is saved when the page says so (SAVE_PAGE).
 * - Files the saved pages load first: saved on install (precache), served from there.
 * - Other scripts, styles, fonts and pictures: saved as they are used, with a bound.
 * Only same-origin GET requests are answered; /admin/, Firebase's /__/ and every other origin
 * go to the network untouched, as without a worker.
 */
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

import {
  NOT_FOR_THE_WORKER,
  OFFLINE_PAGE_PATH,
  PAGES_CACHE,
  SAVE_PAGE,
  SAVED_AT_QUESTION,
  type SavedAtAnswer,
} from '../protocol';
import { savedWhen } from '../saved-when';

declare const self: ServiceWorkerGlobalScope;

const NETWORK_TIMEOUT_MS = 3_000;
const DAY_SECONDS = 24 * 60 * 60;
/** Pages read beyond the precached ones: the 60 most recent, none older than 30 days. */
const pageExpiration = new CacheExpiration(PAGES_CACHE, {
  maxEntries: 60,
  maxAgeSeconds: 30 * DAY_SECONDS,
});

// A new worker takes over at once: pages are network first, so an open page never mixes old and
// new HTML, and the next visit reads the new deploy's saved copies without closing every tab.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();

function isOwn(url: URL): boolean {
  return (
    url.origin === self.location.origin &&
    !NOT_FOR_THE_WORKER.some((prefix) => url.pathname.startsWith(prefix))
  );
}

/** When a saved response was saved: the Date header the server sent with it. */
function savedTime(response: Response | undefined): number {
  const date = Date.parse(response?.headers.get('date') ?? '');
  return Number.isNaN(date) ? 0 : date;
}

/** The newest saved copy of a page: read before (pages cache) or saved on install (precache). */
async function savedPage(key: string): Promise<Response | undefined> {
  const [read, precached] = await Promise.all([
    caches.open(PAGES_CACHE).then((cache) => cache.match(key)),
    matchPrecache(key),
  ]);
  if (!read) return precached;
  if (!precached) return read;
  return savedTime(read) >= savedTime(precached) ? read : precached;
}

/**
 * The copy served to each new page, by client id, for the page's note: when it was saved
 * (Kolkata time), and whether the network was only slow (it had not answered in time) rather
 * than gone.
 */
const servedFromSaved = new Map<string, { savedAt: string; slow: boolean }>();

/** When this worker last saved each page, by key (this phone's clock): not kept across restarts. */
const savedAt = new Map<string, number>();

/** Saves a page as `key` in the pages cache, within its bound. */
async function savePage(key: string, response: Response): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(key, response);
  savedAt.set(key, Date.now());
  await pageExpiration.updateTimestamp(key);
  await pageExpiration.expireEntries();
}

/** A page saved this recently is not fetched again for a client-side visit. */
const RECENTLY_SAVED_MS = 60_000;

/**
 * Saves the page at `path` after a client-side navigation showed it (the page's SAVE_PAGE):
 * the tap fetched only the page's data, which opens nothing offline, so the page's HTML is
 * fetched at low priority, behind what the page itself is loading, and saved as a page loaded
 * whole is. Pages of the site only (a folder address), and not one saved in the last minute.
 */
async function savePageShown(path: unknown): Promise<void> {
  if (typeof path !== 'string' || !path.startsWith('/')) return;
  const url = new URL(path, self.location.origin);
  if (!isOwn(url) || !url.pathname.endsWith('/')) return;
  const key = `${url.origin}${url.pathname}`;
  if (Date.now() - (savedAt.get(key) ?? -Infinity) < RECENTLY_SAVED_MS) return;
  const response = await fetch(key, {
    credentials: 'same-origin',
    headers: { Accept: 'text/html' },
    priority: 'low',
  });
  const html = response.headers.get('content-type')?.startsWith('text/html');
  if (response.ok && response.type === 'basic' && !response.redirected && html) {
    await savePage(key, response);
  }
}

/**
 * The page from the network, handed on as soon as its headers arrive (so it is drawn as it
 * arrives, and the timeout counts only the wait for the server); a copy is saved meanwhile, kept
 * alive by `event`. A failed save (a full phone) costs the saved copy, never the page.
 */
async function fromNetwork(request: Request, key: string, event: FetchEvent): Promise<Response> {
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    event.waitUntil(savePage(key, response.clone()).catch(() => undefined));
  }
  return response;
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isOwn(url),
  async ({ request, url, event }) => {
    const fetchEvent = event as FetchEvent;
    const key = `${url.origin}${url.pathname}`;
    const network = fromNetwork(request, key, fetchEvent);
    // The network answer keeps the worker alive to refresh the saved copy even when it is late.
    fetchEvent.waitUntil(network.then(() => undefined).catch(() => undefined));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let slow = false;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), NETWORK_TIMEOUT_MS);
    });
    try {
      const first = await Promise.race([network, timeout]);
      if (first !== 'timeout') return first;
      slow = true;
    } catch {
      // No connection: a saved copy, below.
    } finally {
      clearTimeout(timer);
    }
    const saved = await savedPage(key);
    if (saved) {
      const time = savedTime(saved);
      if (time > 0 && fetchEvent.resultingClientId) {
        servedFromSaved.set(fetchEvent.resultingClientId, {
          savedAt: savedWhen(time, Date.now()),
          slow,
        });
      }
      return saved;
    }
    // An address typed without its closing slash ("/events"): online, Hosting redirects it to
    // the page's folder; offline, so does the worker when that page is saved.
    const folder = /\/[^/.]+$/.test(url.pathname) ? `${key}/` : undefined;
    if (folder && (await savedPage(folder)))
      return Response.redirect(`${folder}${url.search}`, 301);
    try {
      return await network;
    } catch {
      return (await matchPrecache(OFFLINE_PAGE_PATH)) ?? Response.error();
    }
  },
);

// Registered after the page route, so navigations never reach it: the precached files, served
// from the precache; the pages' URLs are their folders ("/events/"), as the site links them.
precacheAndRoute(self.__WB_MANIFEST);

// Next's scripts, styles and fonts carry a content hash in their names, as do the build's
// pictures in /_img/: a saved copy is right forever. Kept for what other pages and later
// interactions load, with a bound.
registerRoute(
  ({ url }) => isOwn(url) && /^\/(_next\/static|_img)\//.test(url.pathname),
  new CacheFirst({
    cacheName: 'static',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 150,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Other pictures (event pictures, gallery, icons) may be replaced under the same name: served
// from the saved copy at once and refreshed in the background.
registerRoute(
  ({ request, url }) => isOwn(url) && request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 80,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type === SAVE_PAGE && 'path' in data) {
    event.waitUntil(savePageShown(data.path).catch(() => undefined));
    return;
  }
  if (data.type !== SAVED_AT_QUESTION) return;
  const source = event.source;
  const id = source && 'id' in source ? source.id : undefined;
  const served = id ? servedFromSaved.get(id) : undefined;
  const answer: SavedAtAnswer = served ?? { savedAt: null, slow: false };
  event.ports[0]?.postMessage(answer);
});
