import { z } from 'zod';

import { eventFileIds, getAllEvents, type Event } from '@/lib/events/content';

import { checkUniqueIds, parseEntries, parseObject } from './parse';
import { loadOnce, readContentFile } from './read';

export const FESTS_FILE = 'content/fests.json';

export const FEST_IDS = ['xaplotes', 'vibgyor'] as const;
export const FEST_KINDS = ['intra', 'inter'] as const;

/** How each kind of fest is named on the site. */
export const FEST_KIND_LABELS: Record<FestKind, string> = {
  intra: 'Intra-college',
  inter: 'Inter-college',
};

const text = z.string().trim().min(1, 'must not be empty');

/** A list of texts, each once: "lists the sport "Chess" twice: keep one". */
function uniqueList(label: string) {
  return z.array(text).superRefine((items, ctx) => {
    const twice = new Set(items.filter((item, index) => items.indexOf(item) !== index));
    for (const item of twice) {
      ctx.addIssue({ code: 'custom', message: `lists the ${label} "${item}" twice: keep one` });
    }
  });
}

export const FeaturedSportSchema = z.object({ name: text, description: text }).strict();

export const FestSchema = z
  .object({
    id: z.enum(FEST_IDS),
    name: text,
    kind: z.enum(FEST_KINDS),
    tagline: text,
    description: z.array(text).min(1, 'needs at least one paragraph'),
    frequency: text,
    sports: uniqueList('sport').min(1, 'needs at least one sport'),
    featuredSports: z.array(FeaturedSportSchema),
    eventIds: uniqueList('event id'),
  })
  .strict();

/** The whole of content/fests.json (what the CMS edits). */
export const FestsFileSchema = z.object({ fests: z.array(FestSchema) }).strict();

export type Fest = z.infer<typeof FestSchema>;
export type FestId = (typeof FEST_IDS)[number];
export type FestKind = (typeof FEST_KINDS)[number];
export type FeaturedSport = z.infer<typeof FeaturedSportSchema>;

/**
 * Parses the fests of a content module. Every event id must name a file of content/events/
 * (by default, those on disk: a broken one's own problems are the events check's); otherwise a
 * ContentError names the file, the fest and the field.
 */
export function parseFests(
  entries: unknown,
  knownEventIds: readonly string[] = eventFileIds(),
): Fest[] {
  const known = new Set(knownEventIds);
  const list = z.array(FestSchema).superRefine((fests, ctx) => {
    checkUniqueIds(fests, ctx, 'fest');
    for (const id of FEST_IDS) {
      if (!fests.some((fest) => fest.id === id)) {
        ctx.addIssue({ code: 'custom', message: `missing the fest "${id}" (its page needs it)` });
      }
    }
    fests.forEach((fest, index) => {
      fest.eventIds.forEach((id, position) => {
        if (known.has(id)) return;
        ctx.addIssue({
          code: 'custom',
          path: [index, 'eventIds', position],
          message: `unknown event id "${id}" (no file content/events/${id}.json)`,
        });
      });
    });
  });
  return parseEntries(list, entries, { file: FESTS_FILE, kind: 'fest' });
}

/** The file content/fests.json: { "fests": [ … ] } (a list in one file, as the CMS edits it). */
export function readFestsFile(): { fests: unknown } {
  return parseObject(
    z.object({ fests: z.array(z.unknown()) }).strict(),
    readContentFile(FESTS_FILE),
    FESTS_FILE,
  );
}

const loadFests = loadOnce(() => parseFests(readFestsFile().fests));

/** Both fests, in the order of content/fests.json. */
export function getFests(): Fest[] {
  return loadFests();
}

export function getFest(id: FestId): Fest {
  const fest = getFests().find((entry) => entry.id === id);
  if (!fest) throw new Error(`${FESTS_FILE}: fest "${id}" is missing`);
  return fest;
}

/** The events a fest holds, earliest first. */
export function getFestEvents(fest: Fest): Event[] {
  return getAllEvents().filter((event) => fest.eventIds.includes(event.id));
}
