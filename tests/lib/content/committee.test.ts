/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { getCommittee, getLeadership, parseCommittee } from '@/lib/content/committee';
import contentCommittee from '@/content/committee.json';

import { contentErrorOf } from './content-error';

type Raw = Record<string, Record<string, unknown>[]>;

function withChange(change: (raw: Raw) => void): Raw {
  const copy = structuredClone(contentCommittee) as unknown as Raw;
  change(copy);
  return copy;
}

const errorOf = (raw: unknown): string =>
  contentErrorOf(() => parseCommittee(raw, { warn: () => {} }));

describe('content/committee.json', () => {
  it('orders members by the numeric prefix of their photo, 2 before 10', () => {
    const cc = getCommittee('cc').map((member) => member.photo);
    expect(cc).toHaveLength(12);
    expect(cc.slice(0, 3)).toEqual([
      '1_aditi-example.svg',
      '2_rahul-sample.svg',
      '3_sneha-placeholder.svg',
    ]);
    expect(cc.slice(-3)).toEqual([
      '10_aniket-example.svg',
      '11_ria-sample.svg',
      '12_dev-placeholder.svg',
    ]);
    const wc = getCommittee('wc').map((member) => member.name);
    expect(wc.indexOf('Moumita Sample')).toBeLessThan(wc.indexOf('Payel Example'));
    expect(wc.at(-1)).toBe('Payel Example');
  });

  it('sorts for real: the content lists 10_ before 2_', () => {
    const listed = contentCommittee.cc.map((member) => member.photo);
    expect(listed.indexOf('10_aniket-example.svg')).toBeLessThan(
      listed.indexOf('2_rahul-sample.svg'),
    );
  });

  it('points every photo at its committee folder', () => {
    expect(getCommittee('mentors')[0]).toMatchObject({
      name: 'Dr. Meera Example',
      position: 'Head Mentor',
      src: '/images/teams/leader/1_meera-example.svg',
    });
    expect(getCommittee('cc')[0]?.src).toBe('/images/teams/CC/1_aditi-example.svg');
    expect(getCommittee('wc')[0]?.src).toBe('/images/teams/WC/1_karan-example.svg');
    expect(getCommittee('volunteers')).toEqual([]);
  });

  it('gives every mentor a position and the About page its head mentor and president', () => {
    for (const mentor of getCommittee('mentors')) expect(mentor.position).toBeTruthy();
    expect(getLeadership().map((leader) => [leader.name, leader.position])).toEqual([
      ['Dr. Meera Example', 'Head Mentor'],
      ['Arjun Sample', 'President'],
    ]);
  });

  it('shows the placeholder portrait for a missing photo file and warns, naming file, member and field', () => {
    const warnings: string[] = [];
    const committee = parseCommittee(
      withChange((raw) => raw.cc?.push({ name: 'Ghost Example', photo: '13_ghost-example.svg' })),
      { warn: (message) => warnings.push(message) },
    );
    // Still ordered by its number, and still matched by name against Storage uploads.
    expect(committee.cc.at(-1)).toMatchObject({
      name: 'Ghost Example',
      photo: '13_ghost-example.svg',
      src: '/images/placeholders/portrait.svg',
    });
    expect(warnings).toEqual([
      'content/committee.json: core committee member "Ghost Example": field "photo": no file ' +
        'public/images/teams/CC/13_ghost-example.svg, showing the placeholder portrait',
    ]);
  });

  it('looks for photos in the folder of the member’s own committee', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'teams-'));
    for (const folder of ['leader', 'CC', 'WC', 'VC']) mkdirSync(path.join(dir, folder));
    for (const mentor of contentCommittee.mentors)
      writeFileSync(path.join(dir, 'leader', mentor.photo), '');
    for (const member of contentCommittee.cc) writeFileSync(path.join(dir, 'CC', member.photo), '');
    // The working committee's photos are in the wrong folder.
    for (const member of contentCommittee.wc) writeFileSync(path.join(dir, 'VC', member.photo), '');
    const warnings: string[] = [];
    const committee = parseCommittee(contentCommittee, {
      teamsDir: dir,
      warn: (message) => warnings.push(message),
    });
    expect(committee.wc.every((member) => member.src === '/images/placeholders/portrait.svg')).toBe(
      true,
    );
    expect(committee.cc[0]?.src).toBe('/images/teams/CC/1_aditi-example.svg');
    expect(warnings).toHaveLength(contentCommittee.wc.length);
    expect(warnings[0]).toContain('working committee member "Karan Example": field "photo"');
    expect(warnings[0]).toContain('no file public/images/teams/WC/1_karan-example.svg');
  });

  it('rejects the same photo used twice in one committee', () => {
    const message = errorOf(
      withChange((raw) => raw.cc?.push({ name: 'Twin Example', photo: '2_rahul-sample.svg' })),
    );
    expect(message).toContain('content/committee.json');
    expect(message).toContain('field "photo": "2_rahul-sample.svg" is used twice');
  });

  it('rejects a photo without an order number, a position outside mentors and a second president', () => {
    expect(errorOf(withChange((raw) => (raw.wc![0]!.photo = 'payel.svg')))).toContain(
      'working committee member "Payel Example": field "photo"',
    );
    expect(errorOf(withChange((raw) => (raw.cc![0]!.position = 'Captain')))).toContain(
      'core committee member "Aniket Example": field "(entry)"',
    );
    expect(errorOf(withChange((raw) => (raw.mentors![4]!.leadership = 'president')))).toContain(
      'mentor "Prof. Nandini Example": field "leadership"',
    );
    expect(errorOf(withChange((raw) => delete raw.mentors![1]!.leadership))).toContain(
      "mentor list: no mentor is marked leadership: 'head-mentor'",
    );
  });

  it('rejects an unknown committee', () => {
    expect(errorOf(withChange((raw) => (raw.xc = [])))).toContain(
      'content/committee.json: field "(entry)"',
    );
  });
});
