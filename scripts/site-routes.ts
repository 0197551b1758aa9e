/**
 * Writes .next/site-routes.json after `next build`, for next-sitemap (next-sitemap.config.js,
 * CommonJS, cannot read the TypeScript modules): the site URL (lib/site-config.ts) and the
 * routes (lib/content/routes.ts), each from its one source. The sitemap lists exactly these.
 */
// Settings as `next build` reads them (.env files included): first, before lib/env loads.
import '../lib/build/load-env';

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { getAllRoutes } from '../lib/content/routes';
import { siteConfig } from '../lib/site-config';

export const SITE_ROUTES_FILE = path.join('.next', 'site-routes.json');

mkdirSync(path.dirname(SITE_ROUTES_FILE), { recursive: true });
writeFileSync(
  SITE_ROUTES_FILE,
  `${JSON.stringify({ siteUrl: siteConfig.url, routes: getAllRoutes().map((route) => ({ path: route })) }, null, 2)}\n`,
);
