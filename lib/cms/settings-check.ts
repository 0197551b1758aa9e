import { COMMITTEE_FILE, MEMBER_KINDS, parseCommittee } from '@/lib/content/committee';
import { FESTS_FILE, parseFests } from '@/lib/content/fests';
import {
  GALLERY_FILE,
  parseGalleryCategories,
  unlistedFolderProblems,
} from '@/lib/content/gallery';
import { LEGAL_FILE, parseLegalPages } from '@/lib/content/legal';
import { PAGES_FILE, pageValuesOf, parsePages, type PageValues } from '@/lib/content/pages';
import { ContentError, parseObject } from '@/lib/content/parse';
import { dropEmptyStrings } from '@/lib/content/read';
import { SITE_FILE, SiteSchema, siteStats, type Site } from '@/lib/content/site';
import {
  parseSponsors,
  parseSponsorTiers,
  parseTeaserSponsors,
  SPONSORS_FILE,
} from '@/lib/content/sponsors';

import { listsIn, problemsOf } from './build-problems';
import type { FieldLabels } from './field-labels';

// The content manager's check of the settings files (the club facts, fests, committees,
// sponsors, gallery, pages and legal text; lib/cms/files.ts) before a save: each file goes
// through the parsers the build runs on it (scripts/check-content.ts), with what they read from
// disk as of the last build (the events' ids, the gallery's folders, the club facts the pages'
// copy fills in). What they refuse is said in the build's words, placed by the form's labels:
// `content/sponsors.json: tier list: at most one tier can be marked popular` reads
// "Sponsorship tiers: at most one tier can be marked popular".

/** The Decap collection of the settings files (lib/cms/config.ts). */
export const SETTINGS_COLLECTION = 'settings';

/** What the settings check knows as of the last build (scripts/admin.ts writes it). */
export type SettingsCheckSettings = {
  /** Each file's field labels, by its name in the settings collection ("site", "fests", …). */
  labels: Record<string, FieldLabels>;
  /** Every event's id (a fest lists some). */
  eventIds: readonly string[];
  /** The folders of public/images/gallery/: each needs a category. */
  galleryFolders: readonly string[];
  /** The club facts the pages' copy fills in ({club}, {institute}, {founded}). */
  pageValues: PageValues;
  /** content/pages.json, read again with the club facts a save of them would give. */
  pages?: unknown;
  /** The pages file's name in the content manager ("Page titles and intros"). */
  pagesLabel: string;
};

/**
 * The club facts, and the pages' copy with them filled in: a longer club name can take a page's
 * description past what search results show. Only what the new facts break is said.
 */
function siteProblems(data: unknown, settings: SettingsCheckSettings, now: Date): string[] {
  let site: Site | undefined;
  const problems = problemsOf(
    () => {
      site = parseObject(SiteSchema, data, SITE_FILE);
      siteStats(site, now);
    },
    SITE_FILE,
    settings.labels.site,
  );
  if (!site || settings.pages === undefined) return problems;
  const pages = (values: PageValues) =>
    problemsOf(() => parsePages(settings.pages, values), PAGES_FILE, settings.labels.pages, {
      page: '',
    });
  const before = new Set(pages(settings.pageValues));
  const broken = pages(pageValuesOf(site)).filter((problem) => !before.has(problem));
  return [
    ...problems,
    ...broken.map((problem) => `With these club facts, ${settings.pagesLabel} › ${problem}`),
  ];
}

/** Each settings file's check, by its name in the settings collection (lib/cms/files.ts). */
const CHECKS: Record<
  string,
  (data: unknown, settings: SettingsCheckSettings, now: Date) => string[]
> = {
  site: siteProblems,
  fests: (data, { labels, eventIds }) =>
    problemsOf(
      () => parseFests(listsIn(data, FESTS_FILE, ['fests']).fests, eventIds),
      FESTS_FILE,
      labels.fests,
      { fest: 'fests' },
    ),
  committee: (data, { labels }) =>
    problemsOf(
      // A photo not uploaded yet shows the placeholder portrait: the build only warns.
      () => parseCommittee(data, { warn: () => undefined }),
      COMMITTEE_FILE,
      labels.committee,
      Object.fromEntries(Object.entries(MEMBER_KINDS).map(([list, kind]) => [kind, list])),
    ),
  sponsors: (data, { labels }) => {
    const kinds = { sponsor: 'sponsors', 'teaser sponsor': 'teaser', tier: 'tiers' };
    let lists: Record<'sponsors' | 'teaser' | 'tiers', unknown[]> | undefined;
    const file = problemsOf(
      () => (lists = listsIn(data, SPONSORS_FILE, ['sponsors', 'teaser', 'tiers'])),
      SPONSORS_FILE,
      labels.sponsors,
    );
    if (!lists) return file;
    const { sponsors, teaser, tiers } = lists;
    return [
      () => parseSponsors(sponsors),
      () => parseTeaserSponsors(teaser),
      () => parseSponsorTiers(tiers),
    ].flatMap((parse) => problemsOf(parse, SPONSORS_FILE, labels.sponsors, kinds));
  },
  gallery: (data, { labels, galleryFolders }) =>
    problemsOf(
      () => {
        const categories = parseGalleryCategories(
          listsIn(data, GALLERY_FILE, ['categories']).categories,
        );
        const problems = unlistedFolderProblems(galleryFolders, categories);
        if (problems.length > 0) throw new ContentError(problems.join('\n'));
      },
      GALLERY_FILE,
      labels.gallery,
      { category: 'categories' },
    ),
  pages: (data, { labels, pageValues }) =>
    problemsOf(() => parsePages(data, pageValues), PAGES_FILE, labels.pages, { page: '' }),
  legal: (data, { labels }) =>
    problemsOf(
      () => parseLegalPages(listsIn(data, LEGAL_FILE, ['pages']).pages),
      LEGAL_FILE,
      labels.legal,
      { page: 'pages' },
    ),
};

/** The settings files the check knows, by name. */
export const CHECKED_SETTINGS = Object.keys(CHECKS);

/**
 * What the build would refuse in a settings file the content manager saves (`name` as in the
 * settings collection), one sentence each; none when it would take it. `now` is the clock a
 * founding year is checked against. A fault of the check itself (not of the content) lets the
 * save through, said in the console: the build still checks the file.
 */
export function settingsProblems(
  name: string,
  data: unknown,
  settings: SettingsCheckSettings,
  now: Date,
): string[] {
  const check = CHECKS[name];
  if (!check) return [];
  try {
    return check(dropEmptyStrings(data), settings, now);
  } catch (error) {
    console.error(`The content manager could not check ${name}: the build will`, error);
    return [];
  }
}
