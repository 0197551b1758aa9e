/** @jest-environment node */
import { getPageCopy, parsePages, type PageKey, type PageValues } from '@/lib/content/pages';
import pages from '@/content/pages.json';

import { contentErrorOf } from './content-error';

const VALUES: PageValues = { club: 'Team Sportivo', institute: 'The Institute', founded: '2016' };

const PAGE_KEYS: PageKey[] = [
  'about',
  'contact',
  'events',
  'gallery',
  'sponsors',
  'signin',
  'signup',
  'mentors',
  'cc',
  'wc',
  'volunteers',
  'xaplotes',
  'vibgyor',
];

const errorOf = (value: unknown): string => contentErrorOf(() => parsePages(value, VALUES));

describe('content/pages.json', () => {
  it('holds the copy of every page, all valid', () => {
    expect(Object.keys(pages).sort()).toEqual([...PAGE_KEYS].sort());
    for (const key of PAGE_KEYS) {
      const description = getPageCopy(key).description;
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it('fills in the club facts of content/site.json', () => {
    const about = getPageCopy('about');
    expect(about.title).toBe('About');
    expect(about.hero).toEqual({
      eyebrow: 'About us',
      title: 'About Team Sportivo',
      description:
        'The official sports club of Kolkata Institute of Engineering & Management, active since 2016.',
    });
    expect(getPageCopy('signup').description).toBe(
      'Create a Team Sportivo account with your email or Google.',
    );
    expect(JSON.stringify(parsePages(pages, VALUES))).not.toMatch(/\{(club|institute|founded)\}/);
  });

  it('names the file, the page and the field of a broken entry', () => {
    const broken = structuredClone(pages);
    broken.gallery.hero.eyebrow = '   ';
    expect(errorOf(broken)).toContain(
      'content/pages.json: page "gallery": field "hero.eyebrow": must not be empty',
    );
  });

  it('names a missing page, an unknown page and an unknown placeholder', () => {
    const withoutCc: Partial<typeof pages> = structuredClone(pages);
    delete withoutCc.cc;
    expect(errorOf(withoutCc)).toContain('content/pages.json: page "cc": is missing');
    expect(errorOf({ ...pages, join: pages.about })).toContain('no page is called "join"');
    const broken = structuredClone(pages);
    broken.signin.hero.title = 'Sign in to {team}';
    expect(errorOf(broken)).toContain(
      'page "signin": field "hero.title": unknown placeholder {team}',
    );
  });

  it('keeps a description between 50 and 160 characters as the visitor reads it', () => {
    const short = structuredClone(pages);
    short.events.description = 'Our events.';
    expect(errorOf(short)).toContain(
      'content/pages.json: page "events": field "description": must be 50 to 160 characters long for search results (it has 11)',
    );

    const long = structuredClone(pages);
    long.xaplotes.description = `{club} ${'x'.repeat(150)}`;
    // 159 characters with "Sportivo", 164 with "Team Sportivo".
    expect(() => parsePages(long, { ...VALUES, club: 'Sportivo' })).not.toThrow();
    expect(errorOf(long)).toContain(
      'page "xaplotes": field "description": must be 50 to 160 characters long for search results (it has 164)',
    );
  });
});
