import { getAllRoutes } from '../lib/content/routes';

/** Every route of the spec, as the export serves it (single source: lib/content/routes.ts). */
export const ALL_ROUTES = getAllRoutes();
