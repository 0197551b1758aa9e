/**
 * `npm run test:fest`: fest week, proven in a throwaway copy of the project with git history.
 *   1. The copy becomes a git repository (the content as it is, committed), then organisers
 *      change two event files the way the README tells them, one commit each: the earliest
 *      event in a fest is cancelled; a later one is postponed, then rescheduled a week later.
 *      The calendar numbering read from that history goes up with each change.
 *      One knockout's draw grows to 256 entrants (128 first-round matches, no result yet): the
 *      largest draw the site promises to lay out on a 360 px phone.
 *   2. The copy builds (`npm run build`, as an organiser's machine or the workflow would, its
 *      clock pinned on a fest day when events are on now) and
 *      passes `npm run check:seo` (the status in every event's JSON-LD, share images under
 *      300 KB).
 *   3. Served by the Firebase Hosting emulator, it passes the Playwright specs in e2e/fest/:
 *      badge, sentence and closed registration on the home page, the list, the fest page and
 *      the event page; the new dates and previousStartDate; the calendar files' STATUS and
 *      SEQUENCE; an event on now saying so on the home page, the list and its page; "Today's
 *      matches" on the home and fest pages; the 256 draw read on a 360 px phone.
 *
 * The copy is also what an organiser gets from `npm run build` with no settings but a Storage
 * bucket: the deploy guard must refuse it (demo project, emulator, pinned clock), and it runs
 * the specs written for such a build (e2e/storage.spec.ts: Storage pictures replacing bundled
 * ones, answered by a fake of Storage's REST API; e2e/contact-not-configured.spec.ts: the form
 * without EmailJS settings). One build serves both instead of a build of its own.
 *
 * Run with `tsx --test`; the working tree is never touched.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { kolkataIso } from '../lib/clock/kolkata';
import { getFests } from '../lib/content/fests';
import { getAllEvents, getUpcomingEvents, HOME_EVENT_COUNT } from '../lib/events/content';
import { getDraws } from '../lib/events/draw/load';
import { eventPhase } from '../lib/events/phase';
import { readEventRevisions } from '../lib/events/revisions';
import {
  commitScratchCopy,
  makeScratchCopy,
  removeScratchCopy,
  runE2eInCopy,
  runNpmScript,
} from '../tests/support/scratch-copy';

const WEEK = 7 * 24 * 60 * 60 * 1000;
const HALF_HOUR = 30 * 60 * 1000;

// The copy's clock is pinned on a fest day: half an hour into the first event start at which
// at least three events are on now (one is cancelled and one moved below; one still runs).
const onNowAt = (moment: Date) =>
  getAllEvents().filter((event) => eventPhase(event, moment).phase === 'on-now').length;
const FEST_DAY = getAllEvents()
  .map((event) => new Date(Date.parse(event.startsAt) + HALF_HOUR))
  .sort((a, b) => a.getTime() - b.getTime())
  .find((moment) => onNowAt(moment) >= 3);

// Chosen through the loaders, so the run follows whatever events content/events/ holds: the
// cancelled one is on the home page and on a fest page, the moved one is later in the list.
const inAFest = (id: string) => getFests().some((fest) => fest.eventIds.includes(id));
const cancelled =
  FEST_DAY && getUpcomingEvents(HOME_EVENT_COUNT, FEST_DAY).find((event) => inAFest(event.id));
// Not a knockout: its draw's rounds would have to move with it (the build checks they fall
// within the event's dates).
const moved = [...getAllEvents()]
  .reverse()
  .find(
    (event) => event.id !== cancelled?.id && !getDraws().some((draw) => draw.eventId === event.id),
  );
// The knockout whose draw grows to 256 entrants: the largest draw of an event left as it is.
const grown = [...getDraws()]
  .sort((a, b) => b.size - a.size)
  .find((draw) => draw.eventId !== cancelled?.id && draw.eventId !== moved?.id);
const GROWN_SIZE = 256;
// The bucket the copy is built with (a demo project's, never contacted: the specs answer it).
const DEMO_BUCKET = 'demo-team-sportivo.appspot.com';

let copy: string;
const baseline: Record<string, number> = {};

const ORGANISER = { name: 'Fest organiser', email: 'organiser@example.org' };

/** Commits everything, dated `when`, as the CMS or an organiser would. */
function commit(message: string, when: string) {
  commitScratchCopy(copy, message, { author: ORGANISER, when });
}

/** Changes fields of one event file in the copy, keeping the CMS's layout (two spaces). */
function editEvent(id: string, change: Record<string, unknown>) {
  const file = path.join(copy, 'content/events', `${id}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, `${JSON.stringify({ ...data, ...change }, null, 2)}\n`);
}

/**
 * Gives the draw GROWN_SIZE entrants and no result, keeping its schedule: fictional players
 * named like the worked examples ("Rook K."), first name and initial, as an under-18 draw needs.
 * Each planned round gets courts for all its matches at once (numbered on from its last court),
 * so that the grown rounds still end in time and in order, as the build checks.
 */
function growDraw(file: string) {
  const pieces = [
    'Pawn',
    'Rook',
    'Knight',
    'Bishop',
    'Queen',
    'King',
    'Castle',
    'Gambit',
    'Check',
    'Fork',
  ];
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const entrants = pieces
    .flatMap((piece) => [...letters].map((letter) => `${piece} ${letter}.`))
    .slice(0, GROWN_SIZE);
  const where = path.join(copy, file);
  const data = JSON.parse(readFileSync(where, 'utf8')) as { rounds?: { courts: string[] }[] };
  const rounds = (data.rounds ?? []).map((round, index) => {
    const last = round.courts.at(-1)!;
    const [, name, number] = /^(.*?)\s*(\d+)$/.exec(last) ?? [last, last, '1'];
    const extra = Math.max(0, GROWN_SIZE / 2 ** (index + 1) - round.courts.length);
    return {
      ...round,
      courts: [
        ...round.courts,
        ...Array.from({ length: extra }, (_, n) => `${name} ${Number(number) + n + 1}`),
      ],
    };
  });
  writeFileSync(
    where,
    `${JSON.stringify({ ...data, entrants: entrants.join('\n'), results: [], rounds }, null, 2)}\n`,
  );
}

/** A moment as NEXT_PUBLIC_SITE_NOW takes it: Kolkata time with its zone. */
const siteNowSetting = (moment: Date) => kolkataIso(moment.getTime());

const shift = (iso: string) =>
  new Date(Date.parse(iso) + WEEK).toISOString().replace(/\.000Z$/, 'Z');

before(() => {
  assert.ok(FEST_DAY, 'a moment when at least three events are on now');
  assert.ok(cancelled, 'an event among the home page three that a fest lists');
  assert.ok(moved, 'a second event');
  assert.ok(grown, 'a knockout draw of a third event');
  copy = makeScratchCopy('fest');
  growDraw(grown!.file);
});

after(() => removeScratchCopy(copy));

test('organisers cancel one event and move another; each change raises its SEQUENCE', () => {
  // The first commit makes the copy a repository.
  commit('Content as published', '2025-03-01T10:00:00Z');
  const published = readEventRevisions(copy, { env: {} });
  assert.equal(published.source, 'git');
  for (const event of getAllEvents()) baseline[event.id] = published.of(event.id).sequence;

  editEvent(cancelled!.id, { status: 'cancelled' });
  commit(`Content: update events "${cancelled!.id}" (cancelled)`, '2025-03-10T10:00:00Z');
  editEvent(moved!.id, { status: 'postponed' });
  commit(`Content: update events "${moved!.id}" (postponed)`, '2025-03-11T10:00:00Z');
  editEvent(moved!.id, {
    status: 'rescheduled',
    previousStartsAt: moved!.startsAt,
    startsAt: shift(moved!.startsAt),
    endsAt: shift(moved!.endsAt),
  });
  commit(`Content: update events "${moved!.id}" (new dates)`, '2025-03-12T10:00:00Z');

  const changed = readEventRevisions(copy, { env: {} });
  assert.equal(changed.of(cancelled!.id).sequence, baseline[cancelled!.id]! + 1);
  assert.equal(changed.of(moved!.id).sequence, baseline[moved!.id]! + 2);
  assert.deepEqual(changed.of(cancelled!.id).lastModified, new Date('2025-03-10T10:00:00Z'));
  for (const event of getAllEvents()) {
    if (event.id === cancelled!.id || event.id === moved!.id) continue;
    assert.equal(changed.of(event.id).sequence, baseline[event.id], `${event.id} is unchanged`);
  }
});

test('the copy builds and passes check:seo (status in JSON-LD, share images under 300 KB)', () => {
  const build = runNpmScript(copy, 'build', {
    NEXT_PUBLIC_SITE_NOW: siteNowSetting(FEST_DAY!),
    NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: DEMO_BUCKET,
  });
  assert.equal(build.status, 0, `npm run build failed:\n${build.log}`);
  const seo = runNpmScript(copy, 'check:seo');
  assert.equal(seo.status, 0, `npm run check:seo failed:\n${seo.log}`);
});

test('the deploy guard refuses the copy: no project settings (demo project, emulator)', () => {
  const guard = runNpmScript(copy, 'check:deploy');
  assert.notEqual(guard.status, 0, guard.log);
  assert.match(guard.log, /Deploy refused/);
  assert.doesNotMatch(guard.log, /built for tests/);
  assert.match(guard.log, /built for the demo project "demo-team-sportivo"/);
  assert.match(
    guard.log,
    /an emulator or local address is in the site: http:\/\/127\.0\.0\.1:9099/,
  );
  assert.match(guard.log, /page policies allow the insecure source http:\/\/127\.0\.0\.1:9099/);
  assert.match(guard.log, /built with a pinned clock \(NEXT_PUBLIC_SITE_NOW=/);
});

test('served by the Hosting emulator, the copy passes e2e/fest/ and the bucket specs', () => {
  const status = runE2eInCopy(copy, 'demo-team-sportivo', {
    E2E_FEST: '1',
    E2E_STORAGE_BUCKET: DEMO_BUCKET,
    E2E_FEST_BASELINE: JSON.stringify(baseline),
  });
  assert.equal(status, 0, 'the fest specs failed (see above)');
});
