/** @jest-environment node */
import {
  getSponsors,
  getSponsorTiers,
  getTeaserSponsors,
  parseSponsors,
  parseSponsorTiers,
} from '@/lib/content/sponsors';
import sponsorsFile from '@/content/sponsors.json';


import { contentErrorOf } from './content-error';

const { sponsors, tiers: sponsorTiers } = sponsorsFile;

type Entry = Record<string, unknown>;

const errorOf = contentErrorOf;

const changed = (list: readonly object[], index: number, change: Partial<Entry>): Entry[] =>
  list.map((entry, at) => (at === index ? { ...entry, ...change } : { ...entry }));

describe('content/sponsors.json', () => {
  it('has four sponsors, Platinum first, each with a level, category, logo and description', () => {
    const list = getSponsors();
    expect(list).toHaveLength(4);
    expect(list.map((sponsor) => sponsor.level)).toEqual(['Platinum', 'Gold', 'Gold', 'Silver']);
    for (const sponsor of list) {
      expect(sponsor.category).toBeTruthy();
      expect(sponsor.description).toBeTruthy();
      expect(sponsor.logo).toMatch(/^\/images\/sponsors\//);
    }
  });

  it('has six home-page placeholders with id, name, category and logo', () => {
    const teaser = getTeaserSponsors();
    expect(teaser).toHaveLength(6);
    for (const sponsor of teaser)
      expect(Object.keys(sponsor).sort()).toEqual(['category', 'id', 'logo', 'name']);
  });

  it('has the four yearly tiers at the spec prices, cheapest first, Gold the one most popular', () => {
    expect(getSponsorTiers().map((tier) => [tier.name, tier.priceUsd, tier.popular])).toEqual([
      ['Bronze', 1000, false],
      ['Silver', 5000, false],
      ['Gold', 10000, true],
      ['Platinum', 25000, false],
    ]);
  });

  it('rejects an unknown sponsor level, naming the file, the sponsor and the field', () => {
    const message = errorOf(() => parseSponsors(changed(sponsors, 1, { level: 'Diamond' })));
    expect(message).toContain(
      'content/sponsors.json: sponsor "kolkata-energy-drinks": field "level"',
    );
  });

  it('rejects a duplicate sponsor id and a logo that is not in public/', () => {
    expect(
      errorOf(() => parseSponsors(changed(sponsors, 3, { id: 'apex-sports-gear' }))),
    ).toContain(
      'sponsor "apex-sports-gear": field "id": duplicate sponsor id "apex-sports-gear" (also used by entry #1)',
    );
    expect(
      errorOf(() => parseSponsors(changed(sponsors, 0, { logo: '/images/sponsors/missing.svg' }))),
    ).toContain(
      'sponsor "apex-sports-gear": field "logo": no file public/images/sponsors/missing.svg',
    );
    expect(
      errorOf(() => parseSponsors(changed(sponsors, 0, { logo: 'https://example.com/a.svg' }))),
    ).toContain('field "logo": must be a file in /images/sponsors/');
  });

  it('rejects an unknown tier name and a second most-popular tier', () => {
    expect(
      errorOf(() => parseSponsorTiers(changed(sponsorTiers, 0, { name: 'Copper' }))),
    ).toContain('content/sponsors.json: tier "Copper": field "name"');
    expect(errorOf(() => parseSponsorTiers(changed(sponsorTiers, 0, { popular: true })))).toContain(
      'tier list: at most one tier can be marked popular',
    );
  });
});
