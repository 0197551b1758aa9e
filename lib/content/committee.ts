import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import { getImageSources } from '@/lib/images/manifest';
import { PICTURE_EXTENSIONS } from '@/lib/images/picture-files';
import { PORTRAIT_PLACEHOLDER } from '@/lib/images/placeholders';
import type { ImageSources } from '@/lib/images/sources';
import { byNumericPrefix } from '@/lib/utils';

import { ContentError, parseEntries, parseObject } from './parse';
import { loadOnce, readContentFile } from './read';

export const COMMITTEE_IDS = ['mentors', 'cc', 'wc', 'volunteers'] as const;
export const LEADERSHIP_ROLES = ['head-mentor', 'president'] as const;

export type CommitteeId = (typeof COMMITTEE_IDS)[number];
export type LeadershipRole = (typeof LEADERSHIP_ROLES)[number];

/** The folder of public/images/teams/ that holds each committee's photos (the Storage folder names). */
export const COMMITTEE_FOLDERS: Record<CommitteeId, string> = {
  mentors: 'leader',
  cc: 'CC',
  wc: 'WC',
  volunteers: 'VC',
};

/** How the build names a member of each committee in its problems ("mentor "Dr. Roy": …"). */
export const MEMBER_KINDS: Record<CommitteeId, string> = {
  mentors: 'mentor',
  cc: 'core committee member',
  wc: 'working committee member',
  volunteers: 'volunteer',
};

export const COMMITTEE_FILE = 'content/committee.json';
const FILE = COMMITTEE_FILE;
/** Where the photos live when the site is built. */
export const TEAMS_DIR = path.join(process.cwd(), 'public', 'images', 'teams');

const text = z.string().trim().min(1, 'must not be empty');
const photo = z
  .string()
  .regex(
    new RegExp(`^[^/\\\\]+\\.(${PICTURE_EXTENSIONS.join('|')})$`),
    'must be an image file name with a lower-case extension, e.g. 3_sneha-das.jpg',
  );

export const MemberSchema = z.object({ name: text, photo }).strict();
export const MentorSchema = z
  .object({ name: text, photo, position: text, leadership: z.enum(LEADERSHIP_ROLES).optional() })
  .strict();

/** The whole of content/committee.json, entry by entry (what the CMS edits). */
export const CommitteeEntriesSchema = z
  .object({
    mentors: z.array(MentorSchema),
    cc: z.array(MemberSchema),
    wc: z.array(MemberSchema),
    volunteers: z.array(MemberSchema),
  })
  .strict();

const list = z.array(z.unknown(), 'must be a list of members');
const CommitteeFileSchema = z
  .object({ mentors: list, cc: list, wc: list, volunteers: list })
  .strict();

export type CommitteeMember = {
  name: string;
  /** The file name in public/images/teams/<folder>/. */
  photo: string;
  /** The address of the photo on the site. */
  src: string;
  /** The AVIF and WebP copies the build made of a raster photo (lib/images). */
  sources?: ImageSources;
  position?: string;
  leadership?: LeadershipRole;
};
export type Committee = Record<CommitteeId, CommitteeMember[]>;

type RawMember = z.infer<typeof MentorSchema> | z.infer<typeof MemberSchema>;

function checkPhotos(members: RawMember[], ctx: z.core.$RefinementCtx<unknown>) {
  const seen = new Set<string>();
  members.forEach((member, index) => {
    if (seen.has(member.photo)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'photo'],
        message: `"${member.photo}" is used twice`,
      });
    }
    seen.add(member.photo);
  });
}

function checkLeadership(
  mentors: z.infer<typeof MentorSchema>[],
  ctx: z.core.$RefinementCtx<unknown>,
) {
  for (const role of LEADERSHIP_ROLES) {
    const marked = mentors.flatMap((mentor, index) => (mentor.leadership === role ? [index] : []));
    if (marked.length === 0) {
      ctx.addIssue({ code: 'custom', message: `no mentor is marked leadership: '${role}'` });
    }
    for (const index of marked.slice(1)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'leadership'],
        message: `only one mentor can be '${role}'`,
      });
    }
  }
}

export type ParseCommitteeOptions = {
  teamsDir?: string;
  /** Told about each member whose photo file is not in public/ (the build prints it). */
  warn?: (message: string) => void;
};

/**
 * Parses content/committee.json (a ContentError names the file, the member and the field of any
 * mistake). Members come out in the order of their photo's numeric prefix (2 before 10), those
 * whose photo has none after them, by name. A photo file that is not in
 * public/images/teams/<folder>/ is not an error: the member shows the placeholder portrait (a
 * Storage upload of that name still replaces it) and the build prints a warning.
 */
export function parseCommittee(
  raw: unknown,
  { teamsDir = TEAMS_DIR, warn = (message) => console.warn(message) }: ParseCommitteeOptions = {},
): Committee {
  const groups = parseObject(CommitteeFileSchema, raw, FILE);
  const parseGroup = (id: CommitteeId): CommitteeMember[] => {
    const folder = COMMITTEE_FOLDERS[id];
    const schema =
      id === 'mentors'
        ? z.array(MentorSchema).superRefine((members, ctx) => {
            checkPhotos(members, ctx);
            checkLeadership(members, ctx);
          })
        : z.array(MemberSchema).superRefine((members, ctx) => checkPhotos(members, ctx));
    const members: RawMember[] = parseEntries(schema, groups[id], {
      file: FILE,
      kind: MEMBER_KINDS[id],
      idKey: 'name',
    });
    return [...members]
      .sort((a, b) => byNumericPrefix(a.photo, b.photo))
      .map((member) => {
        if (!existsSync(path.join(teamsDir, folder, member.photo))) {
          warn(
            `${FILE}: ${MEMBER_KINDS[id]} "${member.name}": field "photo": no file ` +
              `public/images/teams/${folder}/${member.photo}, showing the placeholder portrait`,
          );
          return { ...member, src: PORTRAIT_PLACEHOLDER };
        }
        const src = `/images/teams/${folder}/${encodeURIComponent(member.photo)}`;
        const sources = getImageSources(src);
        return { ...member, src, ...(sources ? { sources } : {}) };
      });
  };
  // Check every committee before failing, so one build run lists every problem.
  const committee: Partial<Committee> = {};
  const problems: string[] = [];
  for (const id of COMMITTEE_IDS) {
    try {
      committee[id] = parseGroup(id);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(
        ...error.message
          .split('\n')
          .slice(1)
          .map((line) => line.trim()),
      );
    }
  }
  if (problems.length > 0) {
    throw new ContentError(`Invalid content in ${FILE}\n  ${problems.join('\n  ')}`);
  }
  return committee as Committee;
}

const loadCommittee = loadOnce(() => parseCommittee(readContentFile(FILE)));

/** One committee's members, ordered by the number their photo's file name starts with. */
export function getCommittee(id: CommitteeId): CommitteeMember[] {
  return loadCommittee()[id];
}

/** The head mentor and the president, in that order, for the About page. */
export function getLeadership(): CommitteeMember[] {
  const mentors = getCommittee('mentors');
  return LEADERSHIP_ROLES.map((role) => {
    const leader = mentors.find((mentor) => mentor.leadership === role);
    if (!leader) throw new Error(`${FILE}: no mentor is marked leadership: '${role}'`);
    return leader;
  });
}
