/**
 * Writes .next/site-routes.json after `next build`, for next-sitemap (next-sitemap.config.js,
 * CommonJS, cannot read the TypeScript modules): the site URL (lib/site-config.ts) and the
 * routes to index (lib/content/routes.ts: all but the account forms), each from its one source,
 * with when each page's content last changed. The sitemap lists exactly these.
 *
 * lastmod is what the page shows, never the build time (lib/seo/lastmod.ts): a rebuild by the
 * clock must not tell crawlers every page changed.
 */
// Settings as `next build` reads them (.env files included): first, before lib/env loads.
import '../lib/build/load-env';

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { FEST_IDS } from '../lib/content/fests';
import { getIndexedRoutes } from '../lib/content/routes';
import { EVENTS_FOLDER, getAllEvents } from '../lib/events/content';
import { DRAWS_FOLDER } from '../lib/events/draw/schema';
import { eventPath } from '../lib/events/paths';
import { phaseBoundaries } from '../lib/events/phase';
import { getEventRevisions } from '../lib/events/revisions';
import { lastmods } from '../lib/seo/lastmod';
import { siteConfig } from '../lib/site-config';

export const SITE_ROUTES_FILE = path.join('.next', 'site-routes.json');

/**
 * When paths last changed: their last commit (`:(exclude)` pathspecs leave some out), or the
 * file's time without git; none for a folder without git, or if absent.
 */
function lastChange(...paths: string[]): string | undefined {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...paths], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (date) return new Date(date).toISOString();
  } catch {
    // No git: the file's time below.
  }
  const [file] = paths;
  return paths.length === 1 && file && existsSync(file) && statSync(file).isFile()
    ? new Date(Math.floor(statSync(file).mtimeMs / 1000) * 1000).toISOString()
    : undefined;
}

const revisions = getEventRevisions(process.cwd());
const events = getAllEvents().map((event) => {
  const own = revisions.of(event.id).lastModified.toISOString();
  const draw = lastChange(`${DRAWS_FOLDER}/${event.id}.json`);
  return {
    route: eventPath(event.id),
    changed: draw && draw > own ? draw : own,
    boundaries: phaseBoundaries(event),
  };
});
// The moment the pages were rendered at, as /build.json says (the pinned clock, or the build's start).
const { builtAt } = JSON.parse(readFileSync(path.join('out', 'build.json'), 'utf8')) as {
  builtAt: string;
};
const routes = getIndexedRoutes();
const lastmod = lastmods(routes, {
  events,
  listing: ['/', '/events/', ...FEST_IDS.map((id) => `/${id}/`)],
  otherContent: lastChange('content', `:(exclude)${EVENTS_FOLDER}`, `:(exclude)${DRAWS_FOLDER}`),
  builtAt: Date.parse(builtAt),
});

mkdirSync(path.dirname(SITE_ROUTES_FILE), { recursive: true });
writeFileSync(
  SITE_ROUTES_FILE,
  `${JSON.stringify(
    {
      siteUrl: siteConfig.url,
      routes: routes.map((route) => ({ path: route, lastmod: lastmod.get(route) })),
    },
    null,
    2,
  )}\n`,
);
