/** @jest-environment node */
import { parseObject } from '@/lib/content/parse';
import { getSite, SiteSchema } from '@/lib/content/site';
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
    expect(facts.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '15+ Championships Won',
      '100+ Active Members',
      '25+ Events',
      '9+ Years of Excellence',
    ]);
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
});
