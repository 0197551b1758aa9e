import { events } from '../content/events';

/** Every route of the spec (section 2), as the export serves it. */
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

export const EVENT_ROUTES = events.map((event) => `/events/${event.id}/`);

export const ALL_ROUTES = [...STATIC_ROUTES, ...EVENT_ROUTES];
