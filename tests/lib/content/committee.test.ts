/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  COMMITTEE_FOLDERS,
  COMMITTEE_IDS,
  getCommittee,
  getLeadership,
  LEADERSHIP_ROLES,
  parseCommittee,
  TEAMS_DIR,
  type CommitteeId,
  type ParseCommitteeOptions,
} from '@/lib/content/committee';
import { PORTRAIT_PLACEHOLDER } from '@/lib/images/placeholders';
import { byNumericPrefix } from '@/lib/utils';

import { contentErrorOf } from './content-error';

type Raw = Record<string, Record<string, unknown>[]>;

/**
 * The test's own committees (not content/committee.json), each listed out of photo order: the
 * loader must sort them by the number their photo's name starts with, 2 before 10.
 */
function fixture(): Raw {
  return {
    mentors: [
      { name: 'Mentor Three', photo: '3_mentor-three.svg', position: 'Adviser' },
      {
        name: 'Mentor One',
        photo: '1_mentor-one.svg',
        position: 'Head Mentor',
        leadership: 'head-mentor',
      },
      {
        name: 'Mentor Two',
        photo: '2_mentor-two.svg',
        position: 'President',
        leadership: 'president',
      },
    ],
    cc: [
      { name: 'Member Ten', photo: '10_member-ten.svg' },
      { name: 'Member Two', photo: '2_member-two.jpg' },
      { name: 'Member One', photo: '1_member-one.svg' },
    ],
    wc: [
      { name: 'Worker Two', photo: '2_worker-two.svg' },
      { name: 'Worker One', photo: '1_worker-one.svg' },
    ],
    volunteers: [],
  };
}

function withChange(change: (raw: Raw) => void): Raw {
  const copy = fixture();
  change(copy);
  return copy;
}

let teamsDir: string;

/** A public/images/teams/ of the test's own, holding every fixture photo in its folder. */
beforeEach(() => {
  teamsDir = mkdtempSync(path.join(tmpdir(), 'teams-'));
  for (const [id, members] of Object.entries(fixture())) {
    const folder = path.join(teamsDir, COMMITTEE_FOLDERS[id as CommitteeId]);
    mkdirSync(folder);
    for (const member of members) writeFileSync(path.join(folder, String(member.photo)), '');
  }
});

afterEach(() => rmSync(teamsDir, { recursive: true, force: true }));

const parse = (raw: unknown, options: ParseCommitteeOptions = {}) =>
  parseCommittee(raw, { teamsDir, warn: () => {}, ...options });
const errorOf = (raw: unknown): string => contentErrorOf(() => parse(raw));

describe('parseCommittee', () => {
  it('orders members by the numeric prefix of their photo, 2 before 10, not as listed', () => {
    const committee = parse(fixture());
    expect(committee.cc.map((member) => member.name)).toEqual([
      'Member One',
      'Member Two',
      'Member Ten',
    ]);
    expect(committee.mentors.map((member) => member.photo)).toEqual([
      '1_mentor-one.svg',
      '2_mentor-two.svg',
      '3_mentor-three.svg',
    ]);
    expect(committee.wc.map((member) => member.name)).toEqual(['Worker One', 'Worker Two']);
  });

  it('points every photo at its committee folder and keeps each field', () => {
    const committee = parse(fixture());
    expect(committee.mentors[0]).toEqual({
      name: 'Mentor One',
      photo: '1_mentor-one.svg',
      position: 'Head Mentor',
      leadership: 'head-mentor',
      src: '/images/teams/leader/1_mentor-one.svg',
    });
    expect(committee.cc[1]).toEqual({
      name: 'Member Two',
      photo: '2_member-two.jpg',
      src: '/images/teams/CC/2_member-two.jpg',
    });
    expect(committee.wc[0]?.src).toBe('/images/teams/WC/1_worker-one.svg');
    expect(committee.volunteers).toEqual([]);
  });

  it('shows the placeholder portrait for a missing photo file and warns, naming file, member and field', () => {
    const warnings: string[] = [];
    const committee = parse(
      withChange((raw) => raw.cc?.push({ name: 'Ghost Example', photo: '13_ghost-example.svg' })),
      { warn: (message) => warnings.push(message) },
    );
    // Still ordered by its number, and still matched by name against Storage uploads.
    expect(committee.cc.at(-1)).toEqual({
      name: 'Ghost Example',
      photo: '13_ghost-example.svg',
      src: PORTRAIT_PLACEHOLDER,
    });
    expect(warnings).toEqual([
      'content/committee.json: core committee member "Ghost Example": field "photo": no file ' +
        'public/images/teams/CC/13_ghost-example.svg, showing the placeholder portrait',
    ]);
  });

  it('looks for photos in the folder of the member’s own committee', () => {
    // The working committee's photos are in the volunteers' folder.
    rmSync(path.join(teamsDir, 'WC'), { recursive: true });
    for (const member of fixture().wc!)
      writeFileSync(path.join(teamsDir, 'VC', String(member.photo)), '');
    const warnings: string[] = [];
    const committee = parse(fixture(), { warn: (message) => warnings.push(message) });
    expect(committee.wc.map((member) => member.src)).toEqual([
      PORTRAIT_PLACEHOLDER,
      PORTRAIT_PLACEHOLDER,
    ]);
    expect(committee.cc[0]?.src).toBe('/images/teams/CC/1_member-one.svg');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('working committee member "Worker One": field "photo"');
    expect(warnings[0]).toContain('no file public/images/teams/WC/1_worker-one.svg');
  });

  it('rejects the same photo used twice in one committee', () => {
    const message = errorOf(
      withChange((raw) => raw.cc?.push({ name: 'Twin Example', photo: '2_member-two.jpg' })),
    );
    expect(message).toContain('content/committee.json');
    expect(message).toContain('field "photo": "2_member-two.jpg" is used twice');
  });

  it('puts a member whose photo has no order number after the numbered ones, by name', () => {
    const committee = parse(
      withChange((raw) => {
        raw.cc![0]!.photo = 'zara-example.jpg';
        raw.cc!.push({ name: 'Member Unnumbered', photo: 'asha-example.jpg' });
      }),
    );
    expect(committee.cc.map((member) => member.photo)).toEqual([
      '1_member-one.svg',
      '2_member-two.jpg',
      'asha-example.jpg',
      'zara-example.jpg',
    ]);
  });

  it('rejects a photo that is not a file name with a lower-case picture extension, a position outside mentors and a second president', () => {
    for (const photo of ['worker.SVG', 'WC/worker.svg', 'WC\\worker.svg', 'worker.pdf']) {
      expect(errorOf(withChange((raw) => (raw.wc![0]!.photo = photo)))).toContain(
        'working committee member "Worker Two": field "photo": must be an image file name',
      );
    }
    expect(errorOf(withChange((raw) => (raw.cc![0]!.position = 'Captain')))).toContain(
      'core committee member "Member Ten": has a field this file does not use: "position"',
    );
    const secondPresident = {
      name: 'Mentor Four',
      photo: '4_mentor-four.svg',
      position: 'Adviser',
    };
    expect(
      errorOf(
        withChange((raw) => raw.mentors!.push({ ...secondPresident, leadership: 'president' })),
      ),
    ).toContain(`mentor "Mentor Four": field "leadership": only one mentor can be 'president'`);
    expect(errorOf(withChange((raw) => delete raw.mentors![1]!.leadership))).toContain(
      "mentor list: no mentor is marked leadership: 'head-mentor'",
    );
  });

  it('rejects an unknown committee', () => {
    expect(errorOf(withChange((raw) => (raw.xc = [])))).toContain(
      'content/committee.json: has a field this file does not use: "xc"',
    );
  });
});

describe('content/committee.json', () => {
  it('gives every committee its members in photo order, each photo from its folder or the placeholder', () => {
    for (const id of COMMITTEE_IDS) {
      const members = getCommittee(id);
      const photos = members.map((member) => member.photo);
      expect(photos).toEqual([...photos].sort(byNumericPrefix));
      for (const member of members) {
        const file = path.join(TEAMS_DIR, COMMITTEE_FOLDERS[id], member.photo);
        expect(member.src).toBe(
          existsSync(file)
            ? `/images/teams/${COMMITTEE_FOLDERS[id]}/${encodeURIComponent(member.photo)}`
            : PORTRAIT_PLACEHOLDER,
        );
      }
    }
  });

  it('gives the About page its head mentor and president, in that order', () => {
    const leaders = getLeadership();
    expect(leaders.map((leader) => leader.leadership)).toEqual([...LEADERSHIP_ROLES]);
    for (const leader of leaders) expect(getCommittee('mentors')).toContain(leader);
  });
});
