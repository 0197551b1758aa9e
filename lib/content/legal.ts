import { z } from 'zod';

import {
  FIREBASE_HEARTBEAT_DATABASE,
  FIREBASE_INDEXEDDB_CHECK_DATABASE,
  SESSION_KEY_PREFIX,
} from '@/lib/auth/session-key';
import { CONTACT_DRAFT_KEY, CONTACT_RATE_LIMIT_KEY } from '@/lib/contact/draft';
import { EXPIRATION_DATABASE } from '@/lib/offline/protocol';
import { MAIN_ID } from '@/lib/routes';
import { HEADING_FONT_KEY } from '@/lib/security/known-scripts';

import { itemOf } from './field-path';
import { LEGAL_TOKENS, legalParts, SAFE_LEGAL_HREF, type LegalToken } from './legal-markup';
import { checkUnique, parseEntries, parseObject, problemCheck } from './parse';
import { placeholderText } from './placeholders';
import { loadOnce, readContentFile } from './read';
import type { Site } from './site';

export { LEGAL_TOKENS, legalPlainText, SAFE_LEGAL_HREF } from './legal-markup';

/** What legal text's placeholders stand for on this site. */
export function legalValues(site: Site): Record<LegalToken, string> {
  return { club: site.name, institute: site.institute, email: site.contact.email };
}

/** The legal pages: { "pages": [ … ] }. */
export const LEGAL_FILE = 'content/legal.json';

export const LEGAL_SLUGS = ['terms', 'privacy', 'cookie', 'accessibility'] as const;

/**
 * Marks that did not become a link or a code mark and would show as typed: `near` is the text
 * around the slip, to find it by.
 */
const MARKUP_SLIPS: { pattern: RegExp; message: (near: string) => string }[] = [
  {
    pattern: /\]\s+\(/,
    message: (near) =>
      `"${near}" shows its brackets as typed: write a link as [words](address), with no space between ] and (`,
  },
  {
    pattern: /\]\(/,
    message: (near) =>
      `"${near}" shows its brackets as typed: a link's address has no spaces and ends with ), as in [words](https://…)`,
  },
  {
    pattern: /`/,
    message: (near) => `"${near}" shows a \` as typed: a code mark starts and ends with one`,
  },
];

const legalText = placeholderText(LEGAL_TOKENS).superRefine((value, ctx) => {
  for (const part of legalParts(value)) {
    if (part.kind === 'link' && !SAFE_LEGAL_HREF.test(part.href)) {
      ctx.addIssue({
        code: 'custom',
        message: `link to "${part.href}": links may only go to /… (a page of this site), https://… or mailto:…`,
      });
    }
    if (part.kind !== 'text') continue;
    // The first kind of slip found, said once.
    for (const { pattern, message } of MARKUP_SLIPS) {
      const at = pattern.exec(part.text)?.index;
      if (at === undefined) continue;
      const near = part.text.slice(Math.max(0, at - 24), at + 24).trim();
      ctx.addIssue({ code: 'custom', message: message(near) });
      break;
    }
  }
});

/**
 * A block is a paragraph ({ "type": "paragraph", "text" }) or a bulleted list
 * ({ "type": "list", "items": [ … ] }); the pages get a string or a list of strings.
 */
const LegalBlockSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), text: legalText }).strict(),
    z.object({ type: z.literal('list'), items: z.array(legalText).min(1) }).strict(),
  ])
  .transform((block) => (block.type === 'paragraph' ? block.text : block.items));

/** What the page adds to a section's id for its heading's id (aria-labelledby names it). */
const HEADING_SUFFIX = '-heading';

/** The id of a legal section's heading (components/legal/legal-document.tsx). */
export function legalHeadingId(sectionId: string): string {
  return `${sectionId}${HEADING_SUFFIX}`;
}

/**
 * Why a section's anchor would name another element of its page than the section: the page's
 * <main> (the skip link's target), or a heading (each is its section's id plus "-heading").
 */
function anchorProblem(id: string): string | undefined {
  if (id === MAIN_ID) {
    return `"${id}" is the id of the page's main content (the "Skip to content" link jumps there): choose another`;
  }
  if (id.endsWith(HEADING_SUFFIX)) {
    return `must not end in "${HEADING_SUFFIX}": the page gives each section's heading its anchor plus "${HEADING_SUFFIX}" as its own`;
  }
  return undefined;
}

export const LegalPageSchema = z
  .object({
    slug: z.enum(LEGAL_SLUGS),
    title: legalText,
    summary: legalText,
    updated: z.iso.date('must be a date like 2026-11-22'),
    sections: z
      .array(
        z
          .object({
            id: z
              .string()
              .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
                message: 'must be lower-case letters, digits and dashes',
                abort: true,
              })
              .superRefine(problemCheck(anchorProblem)),
            heading: legalText,
            blocks: z.array(LegalBlockSchema).min(1),
          })
          .strict(),
      )
      .min(1)
      // Each anchor once a page: the contents link jumps to the first section with it.
      .superRefine((sections, ctx) =>
        checkUnique(
          sections,
          ctx,
          'id',
          (id, first) =>
            `"${id}" is used twice (also by ${itemOf('sections', first)}): give each section an anchor of its own, or its contents link jumps to the first`,
        ),
      ),
  })
  .strict();

/** The whole of content/legal.json (what the CMS edits). */
export const LegalFileSchema = z.object({ pages: z.array(LegalPageSchema) }).strict();

export type LegalPage = z.infer<typeof LegalPageSchema>;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];
export type LegalBlock = z.output<typeof LegalBlockSchema>;

/**
 * Every name the site keeps in a visitor's browser storage: local and session storage keys
 * (Firebase's session by its prefix) and IndexedDB databases. The cookie policy must name each:
 * a policy that leaves one out is not true, so the build stops when an edit drops one, and every
 * browser journey fails when the site keeps something this list lacks (e2e/fixtures.ts).
 */
export const BROWSER_STORAGE_KEYS = [
  SESSION_KEY_PREFIX,
  FIREBASE_HEARTBEAT_DATABASE,
  FIREBASE_INDEXEDDB_CHECK_DATABASE,
  CONTACT_DRAFT_KEY,
  CONTACT_RATE_LIMIT_KEY,
  HEADING_FONT_KEY,
  EXPIRATION_DATABASE,
] as const;

/** Everything a page says, as written. */
const pageText = (page: LegalPage) =>
  [page.title, page.summary, ...page.sections.flatMap((s) => [s.heading, ...s.blocks.flat()])].join(
    '\n',
  );

export function parseLegalPages(entries: unknown): LegalPage[] {
  const list = z.array(LegalPageSchema).superRefine((pages, ctx) => {
    for (const slug of LEGAL_SLUGS) {
      const count = pages.filter((page) => page.slug === slug).length;
      if (count !== 1)
        ctx.addIssue({
          code: 'custom',
          message: `needs exactly one "${slug}" page (found ${count})`,
        });
    }
    pages.forEach((page, index) => {
      if (page.slug !== 'cookie') return;
      const said = pageText(page);
      for (const key of BROWSER_STORAGE_KEYS.filter((name) => !said.includes(name))) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'sections'],
          message: `must name the browser storage key "${key}": the site keeps it in visitors' browsers`,
        });
      }
    });
  });
  return parseEntries(list, entries, { file: LEGAL_FILE, kind: 'page', idKey: 'slug' });
}

const loadLegalPages = loadOnce(() =>
  parseLegalPages(
    parseObject(
      z.object({ pages: z.array(z.unknown()) }).strict(),
      readContentFile(LEGAL_FILE),
      LEGAL_FILE,
    ).pages,
  ),
);

export function getLegalPage(slug: LegalSlug): LegalPage {
  const page = loadLegalPages().find((entry) => entry.slug === slug);
  if (!page) throw new Error(`${LEGAL_FILE}: no "${slug}" page`);
  return page;
}
