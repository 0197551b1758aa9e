import { getEventRoutes } from '@/lib/content/routes';
import { ROUTES } from '@/lib/routes';

import { OFFLINE_PAGE_PATH } from './protocol';

/**
 * The pages a visitor at the fest ground needs without signal, saved on the first visit: the
 * home page, the events list, every event page, the fest pages, and the offline page itself.
 * Every other page is saved only once it has been read.
 */
export function getOfflinePages(): string[] {
  const { home, events, xaplotes, vibgyor } = ROUTES;
  return [home, events, ...getEventRoutes(), xaplotes, vibgyor, OFFLINE_PAGE_PATH];
}
