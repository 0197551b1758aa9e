// Writes out/sitemap.xml and out/robots.txt after `next build` (the postbuild script).
// The site URL is the same setting the pages use (lib/site-config.ts): NEXT_PUBLIC_SITE_URL,
// else the "url" of content/site.json, its one source. Admin pages stay out of the sitemap.
// next-sitemap loads this file with require(), so it is CommonJS and reads the JSON the same way.
// Settings as `next build` reads them: .env.production.local, .env.local, .env.production, .env.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('@next/env').loadEnvConfig(process.cwd());
// eslint-disable-next-line @typescript-eslint/no-require-imports
const site = require('./content/site.json');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { execFileSync } = require('node:child_process');
// The event code is TypeScript: tsx loads it (with the @/ alias) for this CommonJS file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { require: requireTs } = require('tsx/cjs/api');
const { getAllEvents } = requireTs('./lib/events/content.ts', __filename);
const { getEventRevisions } = requireTs('./lib/events/revisions.ts', __filename);

// lastmod is when the content last changed, never the build time: a daily rebuild must not tell
// crawlers that every page changed. An event's page: its file's last change (git history, or the
// file's time without it, lib/events/revisions.ts). The pages that list events: the latest of
// those. Every other page: the last commit that touched content/ (none without git).
const revisions = getEventRevisions(process.cwd());
const eventChanges = new Map(
  getAllEvents().map((event) => [event.id, revisions.of(event.id).lastModified.toISOString()]),
);
const latestEventChange = [...eventChanges.values()].sort().pop();
let contentChange;
try {
  contentChange =
    execFileSync('git', ['log', '-1', '--format=%cI', '--', 'content'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim() || undefined;
} catch {
  contentChange = undefined;
}
const LISTS_EVENTS = new Set(['/', '/events/', '/xaplotes/', '/vibgyor/']);

function lastmodOf(path) {
  const loc = path.endsWith('/') ? path : `${path}/`;
  const event = /^\/events\/([^/]+)\/$/.exec(loc);
  if (event && eventChanges.has(decodeURIComponent(event[1]))) {
    return eventChanges.get(decodeURIComponent(event[1]));
  }
  if (LISTS_EVENTS.has(loc)) return latestEventChange;
  return contentChange && new Date(contentChange).toISOString();
}

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || site.url).replace(/\/+$/, ''),
  outDir: 'out',
  output: 'export',
  trailingSlash: true,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  autoLastmod: false,
  transform: async (config, loc) => ({
    loc,
    changefreq: config.changefreq,
    priority: config.priority,
    lastmod: lastmodOf(loc),
  }),
  // Pages only: no 404 pages, share images, calendar files, the web app manifest or the CMS.
  exclude: [
    '/admin',
    '/admin/*',
    '/404',
    '/404/',
    '/_not-found',
    '/_not-found/',
    '*/opengraph-image',
    '*/opengraph-image/',
    '*.ics',
    '*.ics/',
    '/manifest.webmanifest',
    '/manifest.webmanifest/',
  ],
};
