import { eventPath } from '@/lib/events/paths';

import { getAllEvents } from '@/lib/events/content';

/** Every page route of the site but the event pages: the one list. Add new pages here. */
export const STATIC_ROUTES = [
  '/',
  '/about/',
  '/teams/mentors/',
  '/teams/cc/',
  '/teams/wc/',
  '/teams/volunteers/',
  '/xaplotes/',
  '/vibgyor/',
  '/events/',
  '/gallery/',
  '/sponsors/',
  '/contact/',
  '/signin/',
  '/signup/',
  '/terms/',
  '/privacy/',
  '/cookie/',
  '/accessibility/',
] as const;

/** One page per event of content/events/. */
export function getEventRoutes(): string[] {
  return getAllEvents().map((event) => eventPath(event.id));
}

/** Every route of the site: what the sitemap lists and what the tests and the benchmark visit. */
export function getAllRoutes(): string[] {
  return [...STATIC_ROUTES, ...getEventRoutes()];
}
