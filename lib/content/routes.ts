import { getAllEvents } from '@/lib/events/content';
import { eventPath } from '@/lib/events/paths';
import { ROUTES, UNINDEXED_ROUTES, type Route } from '@/lib/routes';

/** Every page route of the site but the event pages, from lib/routes.ts (add new pages there). */
export const STATIC_ROUTES: readonly Route[] = Object.values(ROUTES);

/** One page per event of content/events/. */
export function getEventRoutes(): string[] {
  return getAllEvents().map((event) => eventPath(event.id));
}

/** Every route of the site: what the tests, the benchmark and the SEO check visit. */
export function getAllRoutes(): string[] {
  return [...STATIC_ROUTES, ...getEventRoutes()];
}

/** The routes the sitemap lists: every route but those search engines are asked to leave out. */
export function getIndexedRoutes(): string[] {
  return getAllRoutes().filter((route) => !UNINDEXED_ROUTES.includes(route));
}
