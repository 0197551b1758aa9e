import { z } from 'zod';

import { ContentError, parseRecord, problemCheck } from './parse';
import { fillPlaceholders, placeholderText } from './placeholders';
import { loadOnce, readContentFile } from './read';
import { descriptionLengthProblem, getSite, readSiteUnchecked, type Site } from './site';

/** Each page's title, description and hero copy. */
export const PAGES_FILE = 'content/pages.json';

/** The placeholders page copy may use; content/site.json supplies their values. */
export const PAGE_TOKENS = ['club', 'institute', 'founded'] as const;

export type PageToken = (typeof PAGE_TOKENS)[number];
export type PageValues = Record<PageToken, string>;

/** A placeholder left as written: its value could not be read (content/site.json's problem). */
const UNFILLED = new RegExp(`\\{(${PAGE_TOKENS.join('|')})\\}`);

/**
 * The schema of content/pages.json. Every string comes out trimmed and with its placeholders
 * filled in from `values`; a description's length is measured as a visitor reads it.
 */
export function pagesSchema(values: PageValues) {
  const text = placeholderText(PAGE_TOKENS).transform((value) => fillPlaceholders(value, values));
  // Measured as a visitor reads it: not while a placeholder has no value to measure it by.
  const description = text.superRefine(
    problemCheck((value) => (UNFILLED.test(value) ? undefined : descriptionLengthProblem(value))),
  );
  const page = <T extends z.ZodRawShape>(shape: T) =>
    z.strictObject(shape, {
      error: (issue) =>
        issue.input === undefined ? 'is missing: every page needs its copy' : undefined,
    });

  const heroPage = page({
    title: text,
    description,
    hero: z.strictObject({ eyebrow: text, title: text, description: text }),
  });
  // The committee view sets the eyebrow itself.
  const committeePage = page({
    title: text,
    description,
    hero: z.strictObject({ title: text, description: text }),
  });
  // The fest's name (the title) and hero come from content/fests.json.
  const festPage = page({ description });

  return z.strictObject(
    {
      about: heroPage,
      contact: heroPage,
      events: heroPage,
      gallery: heroPage,
      sponsors: heroPage,
      signin: heroPage,
      signup: heroPage,
      mentors: committeePage,
      cc: committeePage,
      wc: committeePage,
      volunteers: committeePage,
      xaplotes: festPage,
      vibgyor: festPage,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `no page is called ${issue.keys.map((key) => `"${key}"`).join(', ')}`
          : undefined,
    },
  );
}

export type PageCopies = z.infer<ReturnType<typeof pagesSchema>>;
export type PageKey = keyof PageCopies;

/** The values of the placeholders, from the club facts (content/site.json, as checked). */
export const pageValuesOf = (
  site: Pick<Site, 'name' | 'institute' | 'foundedYear'>,
): PageValues => ({
  club: site.name,
  institute: site.institute,
  founded: String(site.foundedYear),
});

/**
 * The values of the placeholders, from content/site.json. While that file fails its checks (the
 * build names its problems), its facts as written, so this file's own problems are named beside
 * them; a fact it does not have leaves its placeholder as written.
 */
export function pageValues(): PageValues {
  try {
    return pageValuesOf(getSite());
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
  }
  const site = readSiteUnchecked();
  const fact = (token: PageToken, value: unknown) =>
    (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '') ||
    `{${token}}`;
  return {
    club: fact('club', site.name),
    institute: fact('institute', site.institute),
    founded: fact('founded', site.foundedYear),
  };
}

/** Parses the pages of a content module; a ContentError names the file, the page and the field. */
export function parsePages(value: unknown, values: PageValues = pageValues()): PageCopies {
  return parseRecord(pagesSchema(values), value, { file: PAGES_FILE, kind: 'page' });
}

const loadPages = loadOnce(() => parsePages(readContentFile(PAGES_FILE)));

/** The title, description and hero text of one page, placeholders filled in. */
export function getPageCopy<K extends PageKey>(key: K): PageCopies[K] {
  return loadPages()[key];
}
