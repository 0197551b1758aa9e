import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { EVENTS_FOLDER } from '@/lib/content/events';
import { contentFilesIn } from '@/lib/content/read';

// The calendar files' SEQUENCE and LAST-MODIFIED for each event (RFC 5545 3.8.7.4, 3.8.7.3),
// derived at build time so no organiser has to count. A calendar app that already holds an
// event replaces its copy when SEQUENCE goes up, so it must go up with every change of dates or
// status and never go down between two deploys.
//
// From git history (every deploy: the workflow checks out the whole history): SEQUENCE is the
// number of commits in which the event file's startsAt, endsAt or status changed (compared as
// moments and as the status the site reads, so rewriting a time in another zone is no change),
// plus one for such a change not committed yet. History only grows, so the count does too.
// LAST-MODIFIED is the time of the last commit that changed the file at all.
//
// Without history (a copy with no .git, such as the build tests' scratch copies), SEQUENCE is
// the event file's modification time in seconds since 2025-01-01 UTC: every edit and every new
// copy makes it larger, and it is far above any count, so a calendar still takes the change.
// A shallow clone is refused on GitHub Actions (a deploy must not count from a partial history)
// and uses the fallback elsewhere. README "Calendars" tells the rest.

export type Revision = { sequence: number; lastModified: Date };
export type Revisions = { source: 'git' | 'file-time'; of: (id: string) => Revision };

/** The fallback's zero: SEQUENCE counts seconds from here. */
export const FILE_TIME_EPOCH = Date.UTC(2025, 0, 1);

const NO_BLOB = /^0+$/;

function git(root: string, args: string[], input?: string): Buffer {
  return execFileSync('git', ['-C', root, ...args], {
    input,
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

function gitText(root: string, args: string[]): string | undefined {
  try {
    return git(root, args).toString('utf8').trim();
  } catch {
    return undefined;
  }
}

/** The facts whose change a calendar must see, as one comparable string (undefined: unreadable). */
export function calendarKey(text: string): string | undefined {
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    const startsAt = Date.parse(String(data.startsAt));
    const endsAt = Date.parse(String(data.endsAt));
    if (Number.isNaN(startsAt) || Number.isNaN(endsAt)) return undefined;
    // An empty or missing status is "scheduled", as the loader reads it.
    const status = typeof data.status === 'string' && data.status ? data.status : 'scheduled';
    return `${startsAt}|${endsAt}|${status}`;
  } catch {
    return undefined;
  }
}

/** The contents of the given blobs, read with one `git cat-file --batch`. */
function readBlobs(root: string, ids: string[]): Map<string, string> {
  const blobs = new Map<string, string>();
  if (ids.length === 0) return blobs;
  const output = git(root, ['cat-file', '--batch'], `${ids.join('\n')}\n`);
  let offset = 0;
  while (offset < output.length) {
    const newline = output.indexOf(10, offset);
    const [id, type, size] = output.subarray(offset, newline).toString('utf8').split(' ');
    offset = newline + 1;
    if (type === 'missing' || !id) continue;
    const length = Number(size);
    blobs.set(id, output.subarray(offset, offset + length).toString('utf8'));
    offset += length + 1;
  }
  return blobs;
}

type Change = { file: string; time: number; before?: string; after?: string };

/** Every commit (oldest first) that changed a file of content/events/, per file. */
function changesFromLog(root: string): Change[] {
  const log = git(root, [
    'log',
    '--no-merges',
    '--no-renames',
    '--relative',
    '--raw',
    '--no-abbrev',
    '--format=%x00%ct',
    '--',
    EVENTS_FOLDER,
  ]).toString('utf8');
  const changes: Change[] = [];
  for (const entry of log.split('\0').slice(1).reverse()) {
    const [header = '', ...lines] = entry.split('\n');
    const time = Number(header) * 1000;
    for (const line of lines) {
      const match = /^:\d+ \d+ ([0-9a-f]+) ([0-9a-f]+) \w+\t(.+)$/.exec(line);
      if (!match) continue;
      const [, before, after, file] = match as unknown as [string, string, string, string];
      changes.push({
        file,
        time,
        before: NO_BLOB.test(before) ? undefined : before,
        after: NO_BLOB.test(after) ? undefined : after,
      });
    }
  }
  return changes;
}

/** The blob of each event file in HEAD (none before the first commit). */
function headBlobs(root: string): Map<string, string> {
  const listing = gitText(root, ['ls-tree', '-r', 'HEAD', '--', `${EVENTS_FOLDER}/`]) ?? '';
  const blobs = new Map<string, string>();
  for (const line of listing.split('\n')) {
    const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/.exec(line);
    if (match) blobs.set(match[2]!, match[1]!);
  }
  return blobs;
}

function fromGit(root: string, now: Date): Revisions {
  const hasCommits = gitText(root, ['rev-parse', '--verify', '--quiet', 'HEAD']) !== undefined;
  const changes = hasCommits ? changesFromLog(root) : [];
  const head = hasCommits ? headBlobs(root) : new Map<string, string>();
  const blobIds = new Set<string>(head.values());
  for (const change of changes) {
    if (change.before) blobIds.add(change.before);
    if (change.after) blobIds.add(change.after);
  }
  const blobs = readBlobs(root, [...blobIds]);
  const keyOf = (id?: string) => (id ? calendarKey(blobs.get(id) ?? '') : undefined);

  const counts = new Map<string, number>();
  const lastKey = new Map<string, string>();
  const lastTime = new Map<string, number>();
  const count = (file: string, before?: string, after?: string) => {
    if (before !== undefined && after !== undefined && before !== after) {
      counts.set(file, (counts.get(file) ?? 0) + 1);
    }
    if (after !== undefined) lastKey.set(file, after);
  };
  for (const change of changes) {
    lastTime.set(change.file, Math.max(lastTime.get(change.file) ?? 0, change.time));
    if (!change.after) continue; // deleted: a file added back later is compared with this one
    // A file added (or added back) is compared with its last version before, if any.
    const before = change.before ? keyOf(change.before) : lastKey.get(change.file);
    count(change.file, before, keyOf(change.after));
  }

  // What is in the working tree and not committed yet counts too (a local preview).
  for (const file of contentFilesIn(EVENTS_FOLDER, root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const committed = head.get(file);
    const committedText = committed ? blobs.get(committed) : undefined;
    if (committedText?.replace(/\r\n/g, '\n') === text.replace(/\r\n/g, '\n')) continue;
    lastTime.set(file, now.getTime());
    count(file, committed ? keyOf(committed) : lastKey.get(file), calendarKey(text));
  }

  return {
    source: 'git',
    of: (id) => {
      const file = `${EVENTS_FOLDER}/${id}.json`;
      return {
        sequence: counts.get(file) ?? 0,
        lastModified: new Date(lastTime.get(file) ?? now.getTime()),
      };
    },
  };
}

function fromFileTimes(root: string, now: Date): Revisions {
  return {
    source: 'file-time',
    of: (id) => {
      const file = path.join(root, EVENTS_FOLDER, `${id}.json`);
      const time = existsSync(file) ? statSync(file).mtimeMs : now.getTime();
      const seconds = Math.floor((time - FILE_TIME_EPOCH) / 1000);
      return {
        sequence: Math.max(0, seconds),
        lastModified: new Date(Math.floor(time / 1000) * 1000),
      };
    },
  };
}

/**
 * The revision of every event of `root`'s content/events/: from git history when the project
 * is a repository with its whole history, from the files' modification times otherwise.
 */
export function readEventRevisions(
  root: string = process.cwd(),
  {
    now = new Date(),
    env = process.env,
  }: { now?: Date; env?: Record<string, string | undefined> } = {},
): Revisions {
  if (gitText(root, ['rev-parse', '--is-inside-work-tree']) !== 'true') {
    return fromFileTimes(root, now);
  }
  if (gitText(root, ['rev-parse', '--is-shallow-repository']) === 'true') {
    if (env.GITHUB_ACTIONS === 'true') {
      throw new Error(
        'The calendar files need the whole git history to number their changes (SEQUENCE), ' +
          'but this checkout is shallow: give actions/checkout "fetch-depth: 0".',
      );
    }
    console.warn(
      `${EVENTS_FOLDER}: shallow git history; the calendar files number changes by file time.`,
    );
    return fromFileTimes(root, now);
  }
  return fromGit(root, now);
}

const cache = new Map<string, Revisions>();

/** The revisions of this project's events, read once per build process. */
export function getEventRevisions(root: string = process.cwd()): Revisions {
  let revisions = cache.get(root);
  if (!revisions) {
    revisions = readEventRevisions(root);
    cache.set(root, revisions);
  }
  return revisions;
}
