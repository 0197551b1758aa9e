/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { PUBLIC_DIR } from '@/lib/content/parse';
import {
  getSponsors,
  getSponsorTiers,
  getTeaserSponsors,
  parseSponsors,
  parseSponsorTiers,
  parseTeaserSponsors,
  SPONSOR_LEVELS,
} from '@/lib/content/sponsors';
import { isPictureFile } from '@/lib/images/picture-files';

import { contentErrorOf } from './content-error';

type Entry = Record<string, unknown>;

const errorOf = contentErrorOf;

/** A logo file that exists in public/images/sponsors/ (a sponsor's logo must). */
const LOGO = `/images/sponsors/${
  readdirSync(path.join(PUBLIC_DIR, 'images', 'sponsors'))
    .filter(isPictureFile)
    .sort()[0]
}`;

const sponsor = (id: string, level: string): Entry => ({
  id,
  name: `Sponsor ${id}`,
  category: 'Fixture goods',
  logo: LOGO,
  level,
  description: `What ${id} gives the club.`,
});

/** The test's own sponsors (not content/sponsors.json), listed out of level order. */
const SPONSORS = [
  sponsor('silver-a', 'Silver'),
  sponsor('gold-a', 'Gold'),
  sponsor('platinum-a', 'Platinum'),
  sponsor('gold-b', 'Gold'),
];

/** The test's own tiers, listed out of price order. */
const TIERS: Entry[] = [
  { name: 'Gold', priceUsd: 900, popular: true, features: ['A banner'] },
  { name: 'Bronze', priceUsd: 100, popular: false, features: ['A thank-you'] },
  { name: 'Silver', priceUsd: 400, popular: false, features: ['A logo', 'A post'] },
];

const TEASER: Entry[] = [
  { id: 'teaser-b', name: 'Teaser B', category: 'Food', logo: LOGO },
  { id: 'teaser-a', name: 'Teaser A', category: 'Drinks', logo: LOGO },
];

const changed = (list: readonly Entry[], index: number, change: Partial<Entry>): Entry[] =>
  list.map((entry, at) => (at === index ? { ...entry, ...change } : { ...entry }));

describe('parseSponsors', () => {
  it('lists Platinum first, then Gold, then Silver, keeping the file order within a level', () => {
    const list = parseSponsors(SPONSORS);
    expect(list.map((each) => each.id)).toEqual(['platinum-a', 'gold-a', 'gold-b', 'silver-a']);
    expect(list[0]).toEqual(SPONSORS[2]);
  });

  it('rejects an unknown sponsor level, naming the file, the sponsor and the field', () => {
    const message = errorOf(() => parseSponsors(changed(SPONSORS, 1, { level: 'Diamond' })));
    expect(message).toContain('content/sponsors.json: sponsor "gold-a": field "level"');
  });

  it('rejects a duplicate sponsor id and a logo that is not in public/', () => {
    expect(errorOf(() => parseSponsors(changed(SPONSORS, 3, { id: 'silver-a' })))).toContain(
      'sponsor "silver-a": field "id": duplicate sponsor id "silver-a" (also used by entry #1)',
    );
    expect(
      errorOf(() => parseSponsors(changed(SPONSORS, 0, { logo: '/images/sponsors/missing.svg' }))),
    ).toContain('sponsor "silver-a": field "logo": no file public/images/sponsors/missing.svg');
    expect(
      errorOf(() => parseSponsors(changed(SPONSORS, 0, { logo: 'https://example.com/a.svg' }))),
    ).toContain('field "logo": must be a file in /images/sponsors/');
  });
});

describe('parseSponsorTiers', () => {
  it('lists the tiers cheapest first, as written', () => {
    expect(parseSponsorTiers(TIERS)).toEqual([TIERS[1], TIERS[2], TIERS[0]]);
  });

  it('rejects an unknown tier name and a second most-popular tier', () => {
    expect(errorOf(() => parseSponsorTiers(changed(TIERS, 0, { name: 'Copper' })))).toContain(
      'content/sponsors.json: tier "Copper": field "name"',
    );
    expect(errorOf(() => parseSponsorTiers(changed(TIERS, 1, { popular: true })))).toContain(
      'tier list: at most one tier can be marked popular',
    );
  });

  it('rejects a tier listed twice, naming both, and a tier without features, in plain words', () => {
    expect(errorOf(() => parseSponsorTiers(changed(TIERS, 2, { name: 'Gold' })))).toContain(
      'content/sponsors.json: tier "Gold": field "name": tiers #1 and #3 are both "Gold": list each tier once (remove one, or rename it)',
    );
    expect(errorOf(() => parseSponsorTiers(changed(TIERS, 1, { features: [] })))).toContain(
      'content/sponsors.json: tier "Bronze": field "features": is an empty list: add at least one',
    );
  });
});

describe('parseTeaserSponsors', () => {
  it('keeps the file order, and rejects a duplicate id or a field the teaser does not use', () => {
    expect(parseTeaserSponsors(TEASER)).toEqual(TEASER);
    expect(errorOf(() => parseTeaserSponsors(changed(TEASER, 1, { id: 'teaser-b' })))).toContain(
      'content/sponsors.json: teaser sponsor "teaser-b": field "id": duplicate sponsor id "teaser-b"',
    );
    expect(errorOf(() => parseTeaserSponsors(changed(TEASER, 0, { level: 'Gold' })))).toContain(
      'content/sponsors.json: teaser sponsor "teaser-b": has a field this file does not use: "level"',
    );
  });
});

describe('content/sponsors.json', () => {
  it('lists the sponsors by level, the tiers by price with at most one popular', () => {
    const levels = getSponsors().map((each) => SPONSOR_LEVELS.indexOf(each.level));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const prices = getSponsorTiers().map((tier) => tier.priceUsd);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(getSponsorTiers().filter((tier) => tier.popular).length).toBeLessThanOrEqual(1);
    expect(() => getTeaserSponsors()).not.toThrow();
  });
});
