import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { folderHistory, gitState } from '@/lib/build/git-history';
import { contentFilesIn } from '@/lib/content/read';
import { EVENTS_FOLDER } from '@/lib/events/content';

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
// and uses the fallback elsewhere. docs/architecture.md, "Calendars", tells the rest.

export type Revision = { sequence: number; lastModified: Date };
export type Revisions = { source: 'git' | 'file-time'; of: (id: string) => Revision };

/** The fallback's zero: SEQUENCE counts seconds from here. */
export const FILE_TIME_EPOCH = Date.UTC(2025, 0, 1);

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

function fromGit(root: string, now: Date): Revisions {
  const { changes, committed } = folderHistory(root, EVENTS_FOLDER);
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
    if (change.after === undefined) continue; // deleted: a file added back is compared with it
    // A file added (or added back) is compared with its last version before, if any.
    const before =
      change.before === undefined ? lastKey.get(change.file) : calendarKey(change.before);
    count(change.file, before, calendarKey(change.after));
  }

  // What is in the working tree and not committed yet counts too (a local preview).
  for (const file of contentFilesIn(EVENTS_FOLDER, root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const inHead = committed.get(file);
    if (inHead?.replace(/\r\n/g, '\n') === text.replace(/\r\n/g, '\n')) continue;
    lastTime.set(file, now.getTime());
    count(file, inHead === undefined ? lastKey.get(file) : calendarKey(inHead), calendarKey(text));
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
  const state = gitState(root);
  if (state === 'none') return fromFileTimes(root, now);
  if (state === 'shallow') {
    if (env.GITHUB_ACTIONS === 'true') {
      throw new Error(
        'The calendar files need the whole git history to number their changes (SEQUENCE), ' +
          'but this checkout is shallow: give actions/checkout "fetch-depth: 0".',
      );
    }
    console.warn(
      `${EVENTS_FOLDER}: shallow git history; the calendar files number changes by file time, ` +
        'and the deploy guard will refuse this build (git fetch --unshallow, then build again).',
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
