import { z } from 'zod';

import { kolkataNewYear } from '@/lib/clock/kolkata';
import { kolkataYear } from '@/lib/clock/page';
import { stepsFrom, type Step } from '@/lib/clock/steps';
import { env } from '@/lib/env';
import { httpsAddress } from '@/lib/events/schema';

import { itemOf } from './field-path';
import { checkUnique, ContentError, parseObject, problemCheck } from './parse';
import { fillPlaceholders, placeholderText } from './placeholders';
import { loadOnce, readContentFile } from './read';

/** The club's facts: name, address, phones, social links, stats, the site's address. */
export const SITE_FILE = 'content/site.json';

const text = z.string().trim().min(1, 'must not be empty');

/** What search results show of a page's description before they cut it. */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

/** The problem with a description's length, measured as a visitor reads it; none when it fits. */
export function descriptionLengthProblem(value: string): string | undefined {
  const { min, max } = DESCRIPTION_LENGTH;
  if (value.length >= min && value.length <= max) return undefined;
  return `must be ${min} to ${max} characters long for search results (it has ${value.length})`;
}

/**
 * The placeholder a stat's value may use: `{years}`, the years since the club was founded, as
 * of the build ("{years}+" reads "9+" in 2025 and "10+" in 2026; the rebuild at midnight moves it).
 */
export const STAT_TOKENS = ['years'] as const;

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin', 'youtube', 'x'] as const;

/** What a link to the club's page on a social network looks like. */
const SOCIAL_LINK_MESSAGE =
  'must be a full address starting https://, like https://www.instagram.com/teamsportivo, with no spaces';

const SocialLinkSchema = z.strictObject({
  network: z.enum(SOCIAL_NETWORKS),
  label: text,
  // As an event's form link is; the CMS's field (lib/cms/fields/site.ts) has the same pattern.
  url: httpsAddress(SOCIAL_LINK_MESSAGE),
});

/**
 * What the site's address has after its origin ("/home" of https://club.example/home), which it
 * must not: every page's address, the sitemap's and the share links' are made by adding a path
 * to it (lib/site-config.ts), and one that replaces the path (absoluteUrl) would drop "/home".
 */
function siteUrlProblem(value: string): string | undefined {
  const url = URL.parse(value);
  const extra = url ? url.pathname.replace(/\/+$/, '') + url.search + url.hash : '';
  return url && extra
    ? `must be the site's address alone, ${url.origin}, without "${extra}" after it`
    : undefined;
}

export const SiteSchema = z
  .object({
    name: text,
    institute: text,
    instituteShortName: text,
    foundedYear: z.number().int().min(1900),
    tagline: text,
    /** The home page's description in search results and link previews. */
    description: text.superRefine(problemCheck(descriptionLengthProblem)),
    url: z
      .url({
        protocol: /^https?$/,
        error:
          "must be the site's full address starting https://, like https://team-sportivo.web.app",
        abort: true,
      })
      .superRefine(problemCheck(siteUrlProblem))
      .transform((url) => url.replace(/\/+$/, '')),
    contact: z.strictObject({
      address: z.strictObject({
        street: text,
        city: text,
        region: text,
        postalCode: text,
        country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. IN'),
      }),
      phones: z
        .array(
          z.strictObject({
            label: text,
            number: z
              .string()
              .regex(/^\+?[\d\s-]{7,}$/, 'must be a phone number like +91 90000 00001'),
          }),
        )
        .length(3, 'needs exactly three phone lines'),
      email: z.email('must be an email address'),
      mapQuery: text,
      coordinates: z.strictObject({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      }),
    }),
    officeHours: z.array(z.strictObject({ days: text, hours: text })).min(1),
    social: z
      .array(SocialLinkSchema)
      .superRefine((links, ctx) =>
        checkUnique(
          links,
          ctx,
          'network',
          (network, first) =>
            `"${network}" is listed twice (also in ${itemOf('social', first)}): keep one link per network`,
        ),
      ),
    stats: z
      .array(z.strictObject({ value: placeholderText(STAT_TOKENS), label: text }))
      .length(4, 'needs exactly four stats'),
  })
  .strict();

export type Site = z.infer<typeof SiteSchema>;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type Stat = Site['stats'][number];

/**
 * The home page's stats as of `now` (the build's clock): `{years}` becomes the years since the
 * club was founded. A founding year after `now`'s year stops the build, naming the field.
 */
export function siteStats(site: Pick<Site, 'foundedYear' | 'stats'>, now: Date): Stat[] {
  const years = kolkataYear(now.getTime()) - site.foundedYear;
  if (years < 0) {
    throw new ContentError(
      `Invalid content in ${SITE_FILE}\n  ${SITE_FILE}: field "foundedYear": ${site.foundedYear} is after this year`,
    );
  }
  const values = { years: String(years) };
  return site.stats.map((stat) => ({ ...stat, value: fillPlaceholders(stat.value, values) }));
}

/** How many Kolkata New Years ahead the home page's stats are worked out at build. */
export const STAT_YEARS_AHEAD = 10;

/** A stat as the home page shows it from the build on: its value from each New Year it changes. */
export type StatSteps = { label: string; steps: Step<string>[] };

/**
 * The home page's stats from `now` on: siteStats at `now`, then at each of the next
 * STAT_YEARS_AHEAD Kolkata New Years where a value changes (only a stat with `{years}` does). The
 * page's clock shows the one that holds, so the years stat is right on a page that has not been
 * rebuilt since December (the scheduled rebuilds stop in an off-season, docs/dates.md).
 */
export function siteStatSteps(site: Pick<Site, 'foundedYear' | 'stats'>, now: Date): StatSteps[] {
  const year = kolkataYear(now.getTime());
  const newYears = Array.from({ length: STAT_YEARS_AHEAD }, (_, ahead) =>
    kolkataNewYear(year + 1 + ahead),
  );
  return site.stats.map((stat, index) => ({
    label: stat.label,
    steps: stepsFrom(newYears, now, (moment) => siteStats(site, moment)[index]!.value),
  }));
}

const loadSite = loadOnce(() => parseObject(SiteSchema, readContentFile(SITE_FILE), SITE_FILE));

/** The club's facts; the stats as written, placeholders and all (siteStats fills them in). */
export function getSite(): Site {
  return loadSite();
}

/** The site's absolute address without a trailing slash: NEXT_PUBLIC_SITE_URL, else `url`. */
export function siteOrigin(url: string): string {
  return (env.NEXT_PUBLIC_SITE_URL ?? url).replace(/\/+$/, '');
}

/**
 * content/site.json as written, not checked: {} when it cannot be read. For what must work while
 * the file fails its checks (the build names its problems): the CMS's configuration
 * (scripts/admin.ts), since the content manager is how they are fixed, and the checks of the
 * files that use its facts (lib/content/pages.ts), whose own problems are named beside them.
 */
export function readSiteUnchecked(root?: string): Record<string, unknown> {
  try {
    const data = readContentFile(SITE_FILE, root);
    return data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  } catch (error) {
    if (error instanceof ContentError) return {};
    throw error;
  }
}
