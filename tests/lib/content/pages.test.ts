/** @jest-environment node */
import {
  getPageCopy,
  PAGE_TOKENS,
  pageValues,
  parsePages,
  type PageKey,
  type PageValues,
} from '@/lib/content/pages';
import { getSite } from '@/lib/content/site';
import pages from '@/content/pages.json';

import { contentErrorOf } from './content-error';

const VALUES: PageValues = { club: 'Fixture Club', institute: 'The Institute', founded: '2016' };

const HERO_PAGES = [
  'about',
  'contact',
  'events',
  'gallery',
  'sponsors',
  'signin',
  'signup',
] as const;
const COMMITTEE_PAGES = ['mentors', 'cc', 'wc', 'volunteers'] as const;
const FEST_PAGES = ['xaplotes', 'vibgyor'] as const;
const PAGE_KEYS: PageKey[] = [...HERO_PAGES, ...COMMITTEE_PAGES, ...FEST_PAGES];

/** A description that reads 50 to 160 characters once its placeholders are filled in. */
const pageDescription = (page: string) =>
  `The ${page} page of {club}, at {institute}, playing since {founded}.`;

type PageFixture = { title?: string; description: string; hero?: Record<string, string> };

/** The test's own copy of every page (not content/pages.json), placeholders and all. */
function fixture(): Record<PageKey, PageFixture> {
  const hero = (page: string) => ({
    title: page,
    description: pageDescription(page),
    hero: {
      eyebrow: page,
      title: `${page} at {club}`,
      description: `Since {founded} at {institute}.`,
    },
  });
  const committee = (page: string) => ({
    title: page,
    description: pageDescription(page),
    hero: { title: `${page} of {club}`, description: 'Who they are.' },
  });
  return {
    ...Object.fromEntries(HERO_PAGES.map((page) => [page, hero(page)])),
    ...Object.fromEntries(COMMITTEE_PAGES.map((page) => [page, committee(page)])),
    ...Object.fromEntries(FEST_PAGES.map((page) => [page, { description: pageDescription(page) }])),
  } as Record<PageKey, PageFixture>;
}

const errorOf = (value: unknown): string => contentErrorOf(() => parsePages(value, VALUES));

describe('content/pages.json', () => {
  it('holds the copy of every page, all valid, every placeholder filled in', () => {
    expect(Object.keys(pages).sort()).toEqual([...PAGE_KEYS].sort());
    for (const key of PAGE_KEYS) {
      const description = getPageCopy(key).description;
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
    }
    const placeholder = new RegExp(`\\{(${PAGE_TOKENS.join('|')})\\}`);
    expect(JSON.stringify(PAGE_KEYS.map((key) => getPageCopy(key)))).not.toMatch(placeholder);
  });

  it("takes the placeholders' values from content/site.json", () => {
    const site = getSite();
    expect(pageValues()).toEqual({
      club: site.name,
      institute: site.institute,
      founded: String(site.foundedYear),
    });
  });

  it('fills in the club facts it is given, and trims', () => {
    const copy = fixture();
    copy.about.title = '  About  ';
    const parsed = parsePages(copy, VALUES);
    expect(parsed.about).toEqual({
      title: 'About',
      description: 'The about page of Fixture Club, at The Institute, playing since 2016.',
      hero: {
        eyebrow: 'about',
        title: 'about at Fixture Club',
        description: 'Since 2016 at The Institute.',
      },
    });
    expect(parsed.cc.hero).toEqual({ title: 'cc of Fixture Club', description: 'Who they are.' });
    expect(parsed.vibgyor).toEqual({
      description: 'The vibgyor page of Fixture Club, at The Institute, playing since 2016.',
    });
  });

  it('names the file, the page and the field of a broken entry', () => {
    const broken = fixture();
    broken.gallery.hero!.eyebrow = '   ';
    expect(errorOf(broken)).toContain(
      'content/pages.json: page "gallery": field "hero.eyebrow": must not be empty',
    );
  });

  it('names a missing page, an unknown page and an unknown placeholder', () => {
    const withoutCc: Partial<ReturnType<typeof fixture>> = fixture();
    delete withoutCc.cc;
    expect(errorOf(withoutCc)).toContain('content/pages.json: page "cc": is missing');
    expect(errorOf({ ...fixture(), join: fixture().about })).toContain('no page is called "join"');
    const broken = fixture();
    broken.signin.hero!.title = 'Sign in to {team}';
    expect(errorOf(broken)).toContain(
      'page "signin": field "hero.title": unknown placeholder {team}',
    );
  });

  it('keeps a description between 50 and 160 characters as the visitor reads it', () => {
    const short = fixture();
    short.events.description = 'Our events.';
    expect(errorOf(short)).toContain(
      'content/pages.json: page "events": field "description": must be 50 to 160 characters long for search results (it has 11)',
    );

    const long = fixture();
    long.xaplotes.description = `{club} ${'x'.repeat(150)}`;
    // 160 characters with "Club Club", 163 with "Fixture Club".
    expect(() => parsePages(long, { ...VALUES, club: 'Club Club' })).not.toThrow();
    expect(errorOf(long)).toContain(
      'page "xaplotes": field "description": must be 50 to 160 characters long for search results (it has 163)',
    );
  });

  it('does not measure a description whose placeholder has no value (broken club facts)', () => {
    const short = fixture();
    short.events.description = 'Our events at {club}.';
    expect(() => parsePages(short, { ...VALUES, club: '{club}' })).not.toThrow();
  });
});
