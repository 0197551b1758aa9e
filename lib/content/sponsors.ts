import { z } from 'zod';

import { checkUnique, checkUniqueIds, parseEntries, parseObject, publicFile } from './parse';
import { loadOnce, readContentFile } from './read';

export const SPONSOR_LEVELS = ['Platinum', 'Gold', 'Silver'] as const;
export const TIER_NAMES = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;

const text = z.string().trim().min(1, 'must not be empty');
const id = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes');
const logo = publicFile('images/sponsors', '/images/sponsors/apex-sports-gear.svg');

export const SponsorSchema = z
  .object({
    id,
    name: text,
    category: text,
    logo,
    level: z.enum(SPONSOR_LEVELS),
    description: text,
  })
  .strict();

export const TeaserSponsorSchema = z.object({ id, name: text, category: text, logo }).strict();

export const SponsorTierSchema = z
  .object({
    name: z.enum(TIER_NAMES),
    priceUsd: z.number().int().positive(),
    popular: z.boolean(),
    features: z.array(text).min(1),
  })
  .strict();

/** The whole of content/sponsors.json (what the CMS edits). */
export const SponsorsFileSchema = z
  .object({
    sponsors: z.array(SponsorSchema),
    teaser: z.array(TeaserSponsorSchema),
    tiers: z.array(SponsorTierSchema),
  })
  .strict();

export type Sponsor = z.infer<typeof SponsorSchema>;
export type TeaserSponsor = z.infer<typeof TeaserSponsorSchema>;
export type SponsorTier = z.infer<typeof SponsorTierSchema>;
export type SponsorLevel = (typeof SPONSOR_LEVELS)[number];

/** The sponsors, the home page's placeholders and the tiers: { "sponsors", "teaser", "tiers" }. */
export const SPONSORS_FILE = 'content/sponsors.json';
const FILE = SPONSORS_FILE;

const anyList = z.array(z.unknown());
// Read again when content/ changes under the local CMS's dev server, as every loader is.
const sponsorsFile = loadOnce(() =>
  parseObject(
    z.object({ sponsors: anyList, teaser: anyList, tiers: anyList }).strict(),
    readContentFile(FILE),
    FILE,
  ),
);

export function parseSponsors(entries: unknown): Sponsor[] {
  const list = z.array(SponsorSchema).superRefine((s, ctx) => checkUniqueIds(s, ctx, 'sponsor'));
  const parsed = parseEntries(list, entries, { file: FILE, kind: 'sponsor' });
  return parsed
    .map((sponsor, index) => ({ sponsor, index }))
    .sort(
      (a, b) =>
        SPONSOR_LEVELS.indexOf(a.sponsor.level) - SPONSOR_LEVELS.indexOf(b.sponsor.level) ||
        a.index - b.index,
    )
    .map(({ sponsor }) => sponsor);
}

export function parseSponsorTiers(entries: unknown): SponsorTier[] {
  const list = z.array(SponsorTierSchema).superRefine((tiers, ctx) => {
    if (tiers.filter((tier) => tier.popular).length > 1) {
      ctx.addIssue({ code: 'custom', message: 'at most one tier can be marked popular' });
    }
    checkUnique(
      tiers,
      ctx,
      'name',
      (name, first, index) =>
        `tiers #${first + 1} and #${index + 1} are both "${name}": list each tier once (remove one, or rename it)`,
    );
  });
  const parsed = parseEntries(list, entries, { file: FILE, kind: 'tier', idKey: 'name' });
  return [...parsed].sort((a, b) => a.priceUsd - b.priceUsd);
}

/** The sponsors of /sponsors, Platinum first. */
export function getSponsors(): Sponsor[] {
  return parseSponsors(sponsorsFile().sponsors);
}

export function parseTeaserSponsors(entries: unknown): TeaserSponsor[] {
  const teaser = z
    .array(TeaserSponsorSchema)
    .superRefine((s, ctx) => checkUniqueIds(s, ctx, 'sponsor'));
  return parseEntries(teaser, entries, { file: FILE, kind: 'teaser sponsor' });
}

/** The placeholder sponsors of the home page teaser, in file order. */
export function getTeaserSponsors(): TeaserSponsor[] {
  return parseTeaserSponsors(sponsorsFile().teaser);
}

/** The sponsorship tiers, cheapest first. */
export function getSponsorTiers(): SponsorTier[] {
  return parseSponsorTiers(sponsorsFile().tiers);
}
