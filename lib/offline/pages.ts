import { FEST_IDS } from '@/lib/content/fests';
import { getEventRoutes } from '@/lib/content/routes';
import { ROUTES } from '@/lib/routes';

import { OFFLINE_PAGE_PATH } from './protocol';

/**
 * The pages a visitor at the fest ground needs without signal, saved on the first visit: the
 * home page, the events list, every event page, every fest's page (a fest's id is its page's key
 * in ROUTES, so a fest added without a page does not type-check), and the offline page itself.
 * Every other page is saved only once it has been read.
 */
export function getOfflinePages(): string[] {
  const festPages = FEST_IDS.map((id) => ROUTES[id]);
  return [ROUTES.home, ROUTES.events, ...getEventRoutes(), ...festPages, OFFLINE_PAGE_PATH];
}
