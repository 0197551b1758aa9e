/**
 * Writes .next/site-routes.json after `next build`, for next-sitemap (next-sitemap.config.js,
 * CommonJS, cannot read the TypeScript modules): the site URL (lib/site-config.ts) and the
 * routes (lib/content/routes.ts), each from its one source, with when each page's content last
 * changed. The sitemap lists exactly these.
 *
 * lastmod is never the build time: a daily rebuild must not tell crawlers every page changed.
 *   - An event's page: its file's last change (git history, or the file's time without it;
 *     lib/events/revisions.ts, the same numbering the calendar files use).
 *   - The pages that list events (home, events, the fests): the latest of those.
 *   - Every other page: the last commit that touched content/ (none without git).
 */
// Settings as `next build` reads them (.env files included): first, before lib/env loads.
import '../lib/build/load-env';

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { FEST_IDS } from '../lib/content/fests';
import { getAllRoutes } from '../lib/content/routes';
import { getAllEvents } from '../lib/events/content';
import { eventPath } from '../lib/events/paths';
import { getEventRevisions } from '../lib/events/revisions';
import { siteConfig } from '../lib/site-config';

export const SITE_ROUTES_FILE = path.join('.next', 'site-routes.json');

const revisions = getEventRevisions(process.cwd());
const eventChanges = new Map(
  getAllEvents().map((event) => [
    eventPath(event.id),
    revisions.of(event.id).lastModified.toISOString(),
  ]),
);
const latestEventChange = [...eventChanges.values()].sort().at(-1);
const listsEvents = new Set(['/', '/events/', ...FEST_IDS.map((id) => `/${id}/`)]);

function lastContentCommit(): string | undefined {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', 'content'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return date ? new Date(date).toISOString() : undefined;
  } catch {
    return undefined;
  }
}
const contentChange = lastContentCommit();

function lastmodOf(route: string): string | undefined {
  return eventChanges.get(route) ?? (listsEvents.has(route) ? latestEventChange : contentChange);
}

mkdirSync(path.dirname(SITE_ROUTES_FILE), { recursive: true });
writeFileSync(
  SITE_ROUTES_FILE,
  `${JSON.stringify(
    {
      siteUrl: siteConfig.url,
      routes: getAllRoutes().map((route) => ({ path: route, lastmod: lastmodOf(route) })),
    },
    null,
    2,
  )}\n`,
);
