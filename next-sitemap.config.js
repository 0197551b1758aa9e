// Writes out/sitemap.xml and out/robots.txt after `next build` (the postbuild script).
// The site URL is the same setting the pages use (lib/site-config.ts): NEXT_PUBLIC_SITE_URL,
// else the "url" of content/site.json, its one source. Admin pages stay out of the sitemap.
// next-sitemap loads this file with require(), so it is CommonJS and reads the JSON the same way.
// Settings as `next build` reads them: .env.production.local, .env.local, .env.production, .env.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('@next/env').loadEnvConfig(process.cwd());
// eslint-disable-next-line @typescript-eslint/no-require-imports
const site = require('./content/site.json');

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || site.url).replace(/\/+$/, ''),
  outDir: 'out',
  output: 'export',
  trailingSlash: true,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  // Pages only: no 404 pages, the offline page the service worker serves, share images, calendar files, the web app manifest or the CMS.
  exclude: [
    '/admin',
    '/admin/*',
    '/404',
    '/404/',
    '/_not-found',
    '/_not-found/',
    '/offline',
    '/offline/',
    '*/opengraph-image',
    '*/opengraph-image/',
    '*.ics',
    '*.ics/',
    '/manifest.webmanifest',
    '/manifest.webmanifest/',
  ],
};
