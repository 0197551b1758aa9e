/** @jest-environment node */
import path from 'node:path';

import { CMS_FILES, cmsConfig } from '@/lib/cms/config';
import { contentCheckSettings } from '@/lib/cms/content-check-settings';
import { CHECKED_SETTINGS, settingsProblems } from '@/lib/cms/settings-check';
import { ContentError, parseObject } from '@/lib/content/parse';
import { fillPlaceholders } from '@/lib/content/placeholders';
import { readContentFile } from '@/lib/content/read';
import { SITE_FILE, SiteSchema } from '@/lib/content/site';
import { parseSponsorTiers } from '@/lib/content/sponsors';
import { readEventFiles } from '@/lib/events/content';

// The content manager's check of the settings files runs the build's own parsers on what the
// form holds, with what they read from disk as the build left it: what the build would refuse
// after publishing is refused on saving, in the build's words, placed by the form's labels.
const events = readEventFiles().map(({ file }) => {
  const id = path.basename(file, '.json');
  return { id, title: id };
});
const baked = contentCheckSettings(cmsConfig({ siteUrl: 'https://club.example', events }), {
  events,
});
const settings = { ...baked.settings, eventIds: baked.eventIds };
const now = new Date('2026-05-01T12:00:00+05:30');

/** A settings file as it is now, to change and save. */
const saved = <T = Record<string, unknown>>(name: string): T => {
  const file = CMS_FILES.find((each) => each.name === name)!.file;
  return structuredClone(readContentFile(file)) as T;
};
const problems = (name: string, data: unknown) => settingsProblems(name, data, settings, now);
/** A page's label in the pages file's form ("About"). */
const pageLabel = (key: string) =>
  CMS_FILES.find((file) => file.name === 'pages')!.fields.find((field) => field.name === key)!
    .label;

/** What the build says of `parse`, a line each, without the file's name. */
const buildSays = (parse: () => unknown): string[] => {
  try {
    parse();
  } catch (error) {
    if (error instanceof ContentError) {
      return error.message
        .split('\n')
        .slice(1)
        .map((line) => line.trim().replace(/^content\/\w+\.json: /, ''));
    }
    throw error;
  }
  return [];
};

describe("the content manager's check of the settings files", () => {
  it('checks every file of the settings collection, and takes each as it is', () => {
    expect(CHECKED_SETTINGS.toSorted()).toEqual(CMS_FILES.map((file) => file.name).toSorted());
    for (const name of CHECKED_SETTINGS)
      expect([name, problems(name, saved(name))]).toEqual([name, []]);
    // Decap writes a cleared optional field as "": read as absent, as the build reads it.
    const committee = saved<{ mentors: Record<string, unknown>[] }>('committee');
    committee.mentors.forEach((mentor) => (mentor.leadership ??= ''));
    expect(problems('committee', committee)).toEqual([]);
  });

  it("refuses the club facts the build refuses, in the build's words", () => {
    const site = saved('site');
    const wrong = {
      ...site,
      name: '   ',
      description: 'Sports at the institute.',
      url: 'https://club.example/home',
      contact: { ...(site.contact as object), email: 'info at club' },
    };
    expect(problems('site', wrong)).toEqual([
      'Club name: must not be empty',
      'Description: must be 50 to 160 characters long for search results (it has 24)',
      `Site address: must be the site's address alone, https://club.example, without "/home" after it`,
      'Contact › Email: must be an email address',
    ]);
    // The build's own sentences, each after the field it names.
    const said = buildSays(() => parseObject(SiteSchema, wrong, SITE_FILE));
    expect(problems('site', wrong).map((problem) => problem.replace(/^[^:]*: /, ''))).toEqual(
      said.map((line) => line.replace(/^field "[^"]*": /, '')),
    );
    expect(problems('site', { ...site, foundedYear: 2027 })).toEqual([
      'Founded: 2027 is after this year',
    ]);
    expect(problems('site', { ...site, foundedYear: 2026 })).toEqual([]);
  });

  it("refuses club facts that take a page's description past its length", () => {
    const site = saved('site');
    const pages = saved<Record<string, { description: string }>>('pages');
    const [key] = Object.entries(pages).find(([, page]) => page.description.includes('{club}'))!;
    const name = `${site.name as string} ${'and Friends '.repeat(12).trim()}`;
    const filled = fillPlaceholders(pages[key]!.description, {
      club: name,
      institute: String(site.institute),
      founded: String(site.foundedYear),
    });
    const found = problems('site', { ...site, name });
    expect(found).toContainEqual(
      `With these club facts, Page titles and intros › ${pageLabel(key)} › Search description (50 to 160 characters): must be 50 to 160 characters long for search results (it has ${filled.length})`,
    );
    for (const problem of found) expect(problem).toMatch(/^With these club facts, Page titles/);
    // What the pages' copy breaks by itself is the pages' own to fix: the club facts save.
    const short = { ...pages, [key]: { ...pages[key], description: 'Too short.' } };
    expect(settingsProblems('site', site, { ...settings, pages: short }, now)).toEqual([]);
  });

  it('refuses what the build refuses across entries: a sport twice, two head mentors, two popular tiers', () => {
    const fests = saved<{ fests: { sports: string[]; eventIds: string[]; id: string }[] }>('fests');
    const [fest] = fests.fests;
    fest!.sports.push(fest!.sports[0]!);
    fest!.eventIds.push('no-such-event');
    expect(problems('fests', fests)).toEqual([
      `Fests "${fest!.id}" › Sports: lists the sport "${fest!.sports[0]}" twice: keep one`,
      `Fests "${fest!.id}" › Events ${fest!.eventIds.length}: unknown event id "no-such-event" (no file content/events/no-such-event.json)`,
    ]);

    const committee = saved<{ mentors: { name: string; leadership?: string }[] }>('committee');
    const second = committee.mentors.find((mentor) => mentor.leadership !== 'head-mentor')!;
    const president = second.leadership === 'president';
    second.leadership = 'head-mentor';
    const marked = committee.mentors.filter((mentor) => mentor.leadership === 'head-mentor');
    expect(problems('committee', committee)).toEqual([
      ...(president ? ["Mentors: no mentor is marked leadership: 'president'"] : []),
      `Mentors "${marked[1]!.name}" › Leadership (one head mentor, one president): only one mentor can be 'head-mentor'`,
    ]);

    const sponsors = saved<{ tiers: { popular: boolean }[] }>('sponsors');
    sponsors.tiers.forEach((tier) => (tier.popular = true));
    expect(problems('sponsors', sponsors)).toEqual([
      'Sponsorship tiers: at most one tier can be marked popular',
    ]);
    expect(buildSays(() => parseSponsorTiers(sponsors.tiers))).toEqual([
      'tier list: at most one tier can be marked popular',
    ]);
  });

  it('refuses text of spaces only, and a gallery folder no category lists any more', () => {
    const pages = saved<Record<string, { title: string }>>('pages');
    const [key] = Object.keys(pages);
    pages[key!]!.title = '  ';
    expect(problems('pages', pages)).toEqual([`${pageLabel(key!)} › Tab title: must not be empty`]);

    const gallery = saved<{ categories: { folder: string }[] }>('gallery');
    const folder = baked.settings.galleryFolders[0]!;
    gallery.categories = gallery.categories.filter((category) => category.folder !== folder);
    expect(problems('gallery', gallery)).toEqual([
      expect.stringMatching(
        `^Categories: no category has the folder "${folder}" \\(public/images/gallery/${folder}/\\): add one`,
      ),
    ]);

    const legal = saved<{ pages: { slug: string }[] }>('legal');
    legal.pages = legal.pages.filter((page) => page.slug !== 'cookie');
    expect(problems('legal', legal)).toEqual(['Pages: needs exactly one "cookie" page (found 0)']);
  });

  it('lets a save through when the check itself fails, and a file it does not know', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...settings, galleryFolders: undefined as unknown as string[] };
    expect(settingsProblems('gallery', saved('gallery'), broken, now)).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      'The content manager could not check gallery: the build will',
      expect.any(TypeError),
    );
    expect(problems('elsewhere', { anything: true })).toEqual([]);
    error.mockRestore();
  });
});
