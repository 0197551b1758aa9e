/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { calendarKey, FILE_TIME_EPOCH, readEventRevisions } from '@/lib/events/revisions';

import { fixtureEventData } from '../../support/events';

// The calendar's SEQUENCE and LAST-MODIFIED come from git history: each test makes a small
// repository with real commits (dated, so LAST-MODIFIED is known) and reads it back.

/** A scheduled event of the test's own (not a file of content/events/, whose status may differ). */
const template = fixtureEventData();
const now = new Date('2026-11-20T12:00:00Z');
const roots: string[] = [];

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'revisions-'));
  roots.push(root);
  mkdirSync(path.join(root, 'content/events'), { recursive: true });
  return root;
}

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function git(root: string, ...args: string[]) {
  return execFileSync('git', ['-C', root, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Organiser',
      GIT_AUTHOR_EMAIL: 'organiser@example.org',
      GIT_COMMITTER_NAME: 'Organiser',
      GIT_COMMITTER_EMAIL: 'organiser@example.org',
    },
  });
}

function repo(): string {
  const root = project();
  git(root, 'init', '--quiet', '--initial-branch=main');
  return root;
}

function writeEvent(root: string, id: string, change: Record<string, unknown> = {}) {
  mkdirSync(path.join(root, 'content/events'), { recursive: true });
  writeFileSync(
    path.join(root, 'content/events', `${id}.json`),
    `${JSON.stringify({ ...template, id, ...change }, null, 2)}\n`,
  );
}

/** Commits everything at the given time (ISO, UTC). */
function commit(root: string, when: string, message = 'Content: update') {
  git(root, 'add', '-A');
  execFileSync('git', ['-C', root, 'commit', '--quiet', '-m', message], {
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Organiser',
      GIT_AUTHOR_EMAIL: 'organiser@example.org',
      GIT_COMMITTER_NAME: 'Organiser',
      GIT_COMMITTER_EMAIL: 'organiser@example.org',
      GIT_AUTHOR_DATE: when,
      GIT_COMMITTER_DATE: when,
    },
  });
}

const read = (root: string, id: string) => readEventRevisions(root, { now, env: {} }).of(id);

describe('calendarKey', () => {
  it('compares moments and the status as the site reads them', () => {
    const base = { startsAt: '2025-04-08T09:00:00+05:30', endsAt: '2025-04-08T18:00:00+05:30' };
    const key = calendarKey(JSON.stringify(base));
    expect(calendarKey(JSON.stringify({ ...base, status: 'scheduled' }))).toBe(key);
    expect(calendarKey(JSON.stringify({ ...base, status: '' }))).toBe(key);
    expect(calendarKey(JSON.stringify({ ...base, startsAt: '2025-04-08T03:30:00Z' }))).toBe(key);
    expect(calendarKey(JSON.stringify({ ...base, status: 'cancelled' }))).not.toBe(key);
    expect(calendarKey(JSON.stringify({ ...base, endsAt: '2025-04-08T19:00:00+05:30' }))).not.toBe(
      key,
    );
    expect(calendarKey('{ not json')).toBeUndefined();
  });
});

describe('readEventRevisions from git history', () => {
  it('counts the commits that changed dates or status, and never goes down', () => {
    const root = repo();
    writeEvent(root, 'cricket');
    writeEvent(root, 'chess');
    commit(root, '2025-03-01T10:00:00Z', 'Content: add events');
    expect(read(root, 'cricket')).toEqual({
      sequence: 0,
      lastModified: new Date('2025-03-01T10:00:00Z'),
    });

    // A new description is no change for a calendar's SEQUENCE, but it is a modification.
    writeEvent(root, 'cricket', { description: 'New words for the same match.' });
    commit(root, '2025-03-02T10:00:00Z');
    expect(read(root, 'cricket')).toEqual({
      sequence: 0,
      lastModified: new Date('2025-03-02T10:00:00Z'),
    });

    const seen = [0];
    writeEvent(root, 'cricket', { status: 'postponed' });
    commit(root, '2025-03-03T10:00:00Z');
    seen.push(read(root, 'cricket').sequence);
    writeEvent(root, 'cricket', {
      status: 'rescheduled',
      previousStartsAt: template.startsAt,
      startsAt: '2025-04-20T09:00:00+05:30',
      endsAt: '2025-04-20T18:00:00+05:30',
    });
    commit(root, '2025-03-04T10:00:00Z');
    seen.push(read(root, 'cricket').sequence);
    // The same moment written in another zone is no change.
    writeEvent(root, 'cricket', {
      status: 'rescheduled',
      previousStartsAt: template.startsAt,
      startsAt: '2025-04-20T03:30:00Z',
      endsAt: '2025-04-20T12:30:00Z',
    });
    commit(root, '2025-03-05T10:00:00Z');
    seen.push(read(root, 'cricket').sequence);
    writeEvent(root, 'cricket', { status: 'cancelled' });
    commit(root, '2025-03-06T10:00:00Z');
    seen.push(read(root, 'cricket').sequence);

    expect(seen).toEqual([0, 1, 2, 2, 3]);
    expect(read(root, 'cricket').lastModified).toEqual(new Date('2025-03-06T10:00:00Z'));
    // The other event is untouched.
    expect(read(root, 'chess')).toEqual({
      sequence: 0,
      lastModified: new Date('2025-03-01T10:00:00Z'),
    });
  });

  it('counts a change not yet committed, with the build time as LAST-MODIFIED', () => {
    const root = repo();
    writeEvent(root, 'cricket');
    commit(root, '2025-03-01T10:00:00Z');
    writeEvent(root, 'cricket', { status: 'cancelled' });
    expect(read(root, 'cricket')).toEqual({ sequence: 1, lastModified: now });
    // Committing it keeps the number.
    commit(root, '2025-03-02T10:00:00Z');
    expect(read(root, 'cricket')).toEqual({
      sequence: 1,
      lastModified: new Date('2025-03-02T10:00:00Z'),
    });
  });

  it('counts a change made on a branch and merged', () => {
    const root = repo();
    writeEvent(root, 'cricket');
    commit(root, '2025-03-01T10:00:00Z');
    git(root, 'checkout', '--quiet', '-b', 'cms/cricket');
    writeEvent(root, 'cricket', { status: 'cancelled' });
    commit(root, '2025-03-02T10:00:00Z');
    git(root, 'checkout', '--quiet', 'main');
    writeEvent(root, 'other');
    commit(root, '2025-03-02T11:00:00Z');
    execFileSync('git', ['-C', root, 'merge', '--quiet', '--no-ff', '-m', 'Merge', 'cms/cricket'], {
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'O',
        GIT_AUTHOR_EMAIL: 'o@example.org',
        GIT_COMMITTER_NAME: 'O',
        GIT_COMMITTER_EMAIL: 'o@example.org',
        GIT_COMMITTER_DATE: '2025-03-03T10:00:00Z',
      },
    });
    expect(read(root, 'cricket').sequence).toBe(1);
  });

  it('compares an event file added back after a deletion with its last version', () => {
    const root = repo();
    writeEvent(root, 'cricket');
    commit(root, '2025-03-01T10:00:00Z');
    git(root, 'rm', '--quiet', 'content/events/cricket.json');
    commit(root, '2025-03-02T10:00:00Z');
    writeEvent(root, 'cricket', { startsAt: '2025-04-08T10:00:00+05:30' });
    commit(root, '2025-03-03T10:00:00Z');
    expect(read(root, 'cricket').sequence).toBe(1);
  });

  it('starts at 0 for an event file that was never committed', () => {
    const root = repo();
    writeEvent(root, 'cricket');
    expect(read(root, 'cricket')).toEqual({ sequence: 0, lastModified: now });
  });

  it('refuses a shallow clone on GitHub Actions and falls back to file times elsewhere', () => {
    const origin = repo();
    writeEvent(origin, 'cricket');
    commit(origin, '2025-03-01T10:00:00Z');
    writeEvent(origin, 'cricket', { status: 'cancelled' });
    commit(origin, '2025-03-02T10:00:00Z');
    const clone = project();
    rmSync(clone, { recursive: true });
    execFileSync('git', ['clone', '--quiet', '--depth=1', `file://${origin}`, clone]);
    expect(() => readEventRevisions(clone, { now, env: { GITHUB_ACTIONS: 'true' } })).toThrow(
      /shallow: give actions\/checkout "fetch-depth: 0"/,
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readEventRevisions(clone, { now, env: {} }).source).toBe('file-time');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/shallow git history/));
  });
});

describe('readEventRevisions without history', () => {
  it('numbers changes by the file time: later edits give a larger SEQUENCE, above any count', () => {
    const root = project();
    writeEvent(root, 'cricket');
    const file = path.join(root, 'content/events/cricket.json');
    const first = new Date('2026-04-01T10:00:00Z');
    utimesSync(file, first, first);
    const revisions = readEventRevisions(root, { now, env: {} });
    expect(revisions.source).toBe('file-time');
    const before = revisions.of('cricket');
    expect(before).toEqual({
      sequence: (first.getTime() - FILE_TIME_EPOCH) / 1000,
      lastModified: first,
    });
    const later = new Date('2026-04-01T10:00:05Z');
    writeEvent(root, 'cricket', { status: 'cancelled' });
    utimesSync(file, later, later);
    const after = readEventRevisions(root, { now, env: {} }).of('cricket');
    expect(after.sequence).toBe(before.sequence + 5);
    expect(after.sequence).toBeLessThan(2 ** 31);
  });
});
