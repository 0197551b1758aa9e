/**
 * Writes .next/site-routes.json after `next build`, for next-sitemap (next-sitemap.config.js,
 * CommonJS, cannot read the TypeScript modules): the site URL (lib/site-config.ts) and the
 * routes to index (lib/content/routes.ts: all but the account forms), each from its one source,
 * with when each page's content last changed. The sitemap lists exactly these.
 *
 * lastmod is never the build time: a rebuild by the clock must not tell crawlers every page changed.
 *   - An event's page: the last change of its file (git history, or the file's time without it;
 *     lib/events/revisions.ts, the same numbering the calendar files use) or of its draw
 *     (content/draws/<id>.json: a result recorded changes the page).
 *   - The pages that list events (home, events, the fests): the latest of those.
 *   - Every other page: the last commit that touched content/ (none without git).
 */
// Settings as `next build` reads them (.env files included): first, before lib/env loads.
import '../lib/build/load-env';

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { FEST_IDS } from '../lib/content/fests';
import { getIndexedRoutes } from '../lib/content/routes';
import { getAllEvents } from '../lib/events/content';
import { DRAWS_FOLDER } from '../lib/events/draw/schema';
import { eventPath } from '../lib/events/paths';
import { getEventRevisions } from '../lib/events/revisions';
import { siteConfig } from '../lib/site-config';

export const SITE_ROUTES_FILE = path.join('.next', 'site-routes.json');

/** When a path last changed: its last commit, or the file's time without git; none if absent. */
function lastChange(file: string): string | undefined {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (date) return new Date(date).toISOString();
  } catch {
    // No git: the file's time below.
  }
  return existsSync(file) && statSync(file).isFile()
    ? new Date(Math.floor(statSync(file).mtimeMs / 1000) * 1000).toISOString()
    : undefined;
}

const revisions = getEventRevisions(process.cwd());
const eventChanges = new Map(
  getAllEvents().map((event) => {
    const own = revisions.of(event.id).lastModified.toISOString();
    const draw = lastChange(`${DRAWS_FOLDER}/${event.id}.json`);
    return [eventPath(event.id), draw && draw > own ? draw : own];
  }),
);
const latestEventChange = [...eventChanges.values()].sort().at(-1);
const listsEvents = new Set(['/', '/events/', ...FEST_IDS.map((id) => `/${id}/`)]);

const contentChange = lastChange('content');

function lastmodOf(route: string): string | undefined {
  return eventChanges.get(route) ?? (listsEvents.has(route) ? latestEventChange : contentChange);
}

mkdirSync(path.dirname(SITE_ROUTES_FILE), { recursive: true });
writeFileSync(
  SITE_ROUTES_FILE,
  `${JSON.stringify(
    {
      siteUrl: siteConfig.url,
      routes: getIndexedRoutes().map((route) => ({ path: route, lastmod: lastmodOf(route) })),
    },
    null,
    2,
  )}\n`,
);
