/** @jest-environment node */
import { parseObject } from '@/lib/content/parse';
import { getSite, SiteSchema, siteStats } from '@/lib/content/site';

import { contentErrorOf } from './content-error';

/** The test's own club facts (not content/site.json), as an organiser might write them. */
const site = {
  name: '  Fixture Club ',
  institute: 'Fixture Institute of Games',
  instituteShortName: 'FIG',
  foundedYear: 2016,
  tagline: 'Play on.',
  description: 'A fixture club that only tests know, with a description long enough to show.',
  url: 'https://club.example/',
  contact: {
    address: {
      street: '1 Fixture Road',
      city: 'Fixture Town',
      region: 'Fixture Region',
      postalCode: '100001',
      country: 'XX',
    },
    phones: [
      { label: 'Desk', number: '+91 90000 00011' },
      { label: 'Events', number: '+91 90000 00012' },
      { label: 'Sponsors', number: '+91 90000 00013' },
    ],
    email: 'hello@club.example',
    mapQuery: 'Fixture Road, Fixture Town',
    coordinates: { latitude: 10.5, longitude: 20.25 },
  },
  officeHours: [
    { days: 'Mon-Fri', hours: '9am-5pm' },
    { days: 'Sun', hours: 'Closed' },
  ],
  social: [{ network: 'instagram', label: 'Instagram', url: 'https://instagram.example/club' }],
  stats: [
    { value: '3', label: 'Fields' },
    { value: '{years}+', label: 'Years' },
    { value: '40', label: 'Members' },
    { value: 'Since {years} years', label: 'Playing' },
  ],
};

const errorOf = (value: unknown): string =>
  contentErrorOf(() => parseObject(SiteSchema, value, 'content/site.json'));

describe('content/site.json', () => {
  it('reads the club facts as written, names trimmed and the address without its last slash', () => {
    const facts = parseObject(SiteSchema, site, 'content/site.json');
    expect(facts).toEqual({ ...site, name: 'Fixture Club', url: 'https://club.example' });
    const spring2025 = siteStats(facts, new Date('2025-03-20T10:00:00+05:30'));
    expect(spring2025.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '3 Fields',
      '9+ Years',
      '40 Members',
      'Since 9 years Playing',
    ]);
  });

  it("fills in today's stats, whatever they say", () => {
    const stats = siteStats(getSite(), new Date('2100-01-01T10:00:00+05:30'));
    expect(stats).toHaveLength(getSite().stats.length);
    for (const stat of stats) expect(stat.value).not.toContain('{years}');
  });

  it("counts the club's years to the moment of the build, in Kolkata", () => {
    // A club of its own, so an organiser's edit of content/site.json changes nothing here.
    const club = { foundedYear: 2016, stats: [{ value: '{years}+', label: 'Years' }] };
    const years = (iso: string) => siteStats(club, new Date(iso))[0]!.value;
    expect(years('2026-11-26T10:00:00+05:30')).toBe('10+');
    // Kolkata's new year comes at 18:30 UTC on December 31.
    expect(years('2026-12-31T18:29:00Z')).toBe('10+');
    expect(years('2026-12-31T18:30:00Z')).toBe('11+');
  });

  it('names the field of an unknown placeholder, or of a club founded after this year', () => {
    const stats = [...site.stats.slice(0, 3), { value: '{age}+', label: 'Years' }];
    expect(errorOf({ ...site, stats })).toContain(
      'content/site.json: field "stats #4.value": unknown placeholder {age} (use {years})',
    );
    expect(() => siteStats({ ...site, foundedYear: 2030 }, new Date('2026-11-26'))).toThrow(
      'content/site.json: field "foundedYear": 2030 is after this year',
    );
  });

  it('names the file and field of a wrong phone list, email or stat count', () => {
    const phones = site.contact.phones.slice(0, 2);
    expect(errorOf({ ...site, contact: { ...site.contact, phones } })).toContain(
      'content/site.json: field "contact.phones": needs exactly three phone lines',
    );
    expect(errorOf({ ...site, contact: { ...site.contact, email: 'not-an-email' } })).toContain(
      'content/site.json: field "contact.email": must be an email address',
    );
    expect(errorOf({ ...site, stats: site.stats.slice(1) })).toContain(
      'field "stats": needs exactly four stats',
    );
  });

  it("keeps the home page's description to what search results show", () => {
    expect(errorOf({ ...site, description: 'x'.repeat(161) })).toContain(
      'content/site.json: field "description": must be 50 to 160 characters long for search results (it has 161)',
    );
    expect(() =>
      parseObject(SiteSchema, { ...site, description: 'x'.repeat(160) }, 'f'),
    ).not.toThrow();
  });

  it('reports a field added inside contact, an address, a phone or a social link, not drops it', () => {
    const contact = {
      ...site.contact,
      fax: '+91 90000 00019',
      address: { ...site.contact.address, landmark: 'Near the gate' },
      phones: site.contact.phones.map((phone, index) =>
        index === 1 ? { ...phone, whatsapp: true } : phone,
      ),
    };
    const social = [{ ...site.social[0]!, handle: '@club' }];
    const message = errorOf({ ...site, contact, social });
    for (const [field, key] of [
      ['contact', 'fax'],
      ['contact.address', 'landmark'],
      ['contact.phones #2', 'whatsapp'],
      ['social #1', 'handle'],
    ]) {
      expect(message).toContain(
        `content/site.json: field "${field}": has a field this file does not use: "${key}"`,
      );
    }
  });

  it('takes a social link only as a full https address, as an event form link, once per network', () => {
    const link = (url: string) => ({ network: 'instagram', label: 'Instagram', url });
    const message = errorOf({
      ...site,
      social: [
        'https://instagram',
        'https://www.instagram.com/team sportivo',
        'https://https://www.instagram.com/teamsportivo',
        'instagram.com/teamsportivo',
        'http://www.instagram.com/teamsportivo',
      ].map(link),
    });
    // Each said once, in one line.
    expect(message.split('\n').slice(1)).toEqual(
      [0, 1, 2, 3, 4].map(
        (index) =>
          `  content/site.json: field "social #${index + 1}.url": must be a full address starting https://, like https://www.instagram.com/teamsportivo, with no spaces`,
      ),
    );
    const twice = [link('https://www.instagram.com/club'), link('https://www.instagram.com/other')];
    expect(errorOf({ ...site, social: twice })).toContain(
      'content/site.json: field "social #2.network": "instagram" is listed twice (also in social #1): keep one link per network',
    );
  });

  it("takes the site's address alone: every page's address is made from it", () => {
    expect(errorOf({ ...site, url: 'https://club.example/home/' })).toContain(
      'content/site.json: field "url": must be the site\'s address alone, https://club.example, without "/home" after it',
    );
    expect(errorOf({ ...site, url: 'club.example' })).toContain(
      'content/site.json: field "url": must be the site\'s full address starting https://, like https://team-sportivo.web.app',
    );
  });

  it('says in plain words that office hours are needed', () => {
    expect(errorOf({ ...site, officeHours: [] })).toContain(
      'content/site.json: field "officeHours": is an empty list: add at least one',
    );
  });
});
