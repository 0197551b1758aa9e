/** @jest-environment node */
import { parseObject } from '@/lib/content/parse';
import { getSite, SiteSchema, siteStats } from '@/lib/content/site';
import site from '@/content/site.json';

import { contentErrorOf } from './content-error';

const errorOf = (value: unknown): string =>
  contentErrorOf(() => parseObject(SiteSchema, value, 'content/site.json'));

describe('content/site.json', () => {
  it('holds the club facts of the spec', () => {
    const facts = getSite();
    expect(facts.name).toBe('Team Sportivo');
    expect(facts.tagline).toBe('Play Fair. Win with Honor.');
    expect(facts.contact.address.city).toBe('Kolkata');
    expect(facts.contact.phones).toHaveLength(3);
    expect(facts.officeHours.map((line) => [line.days, line.hours])).toEqual([
      ['Mon-Fri', '9am-5pm'],
      ['Sat', '10am-2pm (on call)'],
      ['Sun', 'Closed'],
    ]);
    const spring2025 = siteStats(facts, new Date('2025-03-20T10:00:00+05:30'));
    expect(spring2025.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '15+ Championships Won',
      '100+ Active Members',
      '25+ Events',
      '9+ Years of Excellence',
    ]);
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
      'content/site.json: field "stats.3.value": unknown placeholder {age} (use {years})',
    );
    expect(() => siteStats({ ...getSite(), foundedYear: 2030 }, new Date('2026-11-26'))).toThrow(
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
    expect(() => parseObject(SiteSchema, { ...site, description: 'x'.repeat(160) }, 'f')).not.toThrow();
  });
});
