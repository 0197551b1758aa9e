import { site } from '@/content/site';

/**
 * The few site facts client code needs (name, tagline, address of the site), read without the
 * schema library so it stays out of the browser bundle. The same object is validated by
 * getSite() in lib/content/site.ts whenever a page is built, so a bad value still fails the build.
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
