import site from '@/content/site.json';

/**
 * The few site facts client code needs (name, tagline, address of the site), read straight
 * from content/site.json without the schema library, so zod stays out of the browser bundle.
 * The same file is validated by getSite() in lib/content/site.ts whenever a page is built, so a
 * bad value still fails the build. next-sitemap.config.js reads the site's address from the
 * same file.
 */
export const siteFacts: {
  name: string;
  institute: string;
  tagline: string;
  description: string;
  url: string;
} = {
  name: site.name,
  institute: site.institute,
  tagline: site.tagline,
  description: site.description,
  url: site.url,
};
