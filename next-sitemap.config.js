// Writes out/sitemap.xml and out/robots.txt after `next build` (the postbuild script).
// The site URL and the routes come from .next/site-routes.json, which scripts/site-routes.ts
// writes just before from their one source each (lib/site-config.ts, lib/content/routes.ts):
// the sitemap lists exactly the site's routes, so 404 pages, share images, calendar files, the
// manifest and the CMS stay out without a list of exceptions.
// next-sitemap loads this file with require(), so it is CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readFileSync } = require('node:fs');

/** @type {{ siteUrl: string, routes: { path: string, lastmod?: string }[] }} */
const site = JSON.parse(readFileSync('.next/site-routes.json', 'utf8'));
const routes = new Map(site.routes.map((route) => [route.path, route]));

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl: site.siteUrl,
  outDir: 'out',
  output: 'export',
  trailingSlash: true,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  // lastmod is when the content last changed (scripts/site-routes.ts), never the build time.
  autoLastmod: false,
  // next-sitemap passes each exported page's path without its trailing slash.
  transform: (config, path) => {
    const route = routes.get(`${path.replace(/\/+$/, '')}/`);
    if (!route) return null;
    return {
      loc: path,
      changefreq: config.changefreq,
      priority: config.priority,
      lastmod: route.lastmod,
    };
  },
};
