// Writes out/sitemap.xml and out/robots.txt after `next build` (the postbuild script).
// The site URL is the same setting the pages use: NEXT_PUBLIC_SITE_URL, else content/site.ts
// (scripts/check-seo.ts fails the build check if this default and content/site.ts disagree).
// Settings as `next build` reads them: .env.production.local, .env.local, .env.production, .env.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- next-sitemap reads a CommonJS config
require('@next/env').loadEnvConfig(process.cwd());

const DEFAULT_SITE_URL = 'https://team-sportivo.web.app';

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ''),
  outDir: 'out',
  output: 'export',
  trailingSlash: true,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  // Pages only: no 404 pages, share images, calendar files or the web app manifest.
  exclude: [
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
