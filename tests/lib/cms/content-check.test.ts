/** @jest-environment node */
import path from 'node:path';

import {
  eventProblems,
  fieldLabels,
  newDrawProblems,
  registerContentCheck,
} from '@/lib/cms/content-check';
import { DRAW_SETUP_COLLECTION, drawSetupCollection } from '@/lib/cms/draws';
import { EVENT_FIELDS } from '@/lib/cms/fields/event';
import { SITE_FIELDS } from '@/lib/cms/fields/site';
import { SETTINGS_COLLECTION } from '@/lib/cms/settings-check';
import { readContentFile } from '@/lib/content/read';
import { SITE_FILE } from '@/lib/content/site';
import { readEventFiles } from '@/lib/events/content';

// The content manager's check runs the build's schemas on what the form holds, with the form's
// labels: what the build would refuse after publishing is refused on saving.
const labels = fieldLabels(EVENT_FIELDS);
const [saved] = readEventFiles();
const event = () => structuredClone(saved!.data) as Record<string, unknown> & { id: string };

describe("the content manager's check of an event", () => {
  it('takes an event as the build does, saved without fees too', () => {
    expect(eventProblems(event(), labels, event().id)).toEqual([]);
    const free = event();
    delete free.fees;
    expect(eventProblems(free, labels)).toEqual([]);
    // Decap writes a cleared optional field as "": read as absent, as the build reads it.
    expect(eventProblems({ ...event(), dateText: '' }, labels)).toEqual([]);
  });

  it("refuses what the build refuses, named by the form's labels", () => {
    const wrong = {
      ...event(),
      endsAt: event().startsAt,
      registration: { open: true, deadline: '2025-04-06' },
    };
    expect(eventProblems(wrong, labels)).toEqual(
      expect.arrayContaining([
        'Ends at: must be after startsAt',
        'Registration › Form link: an open registration needs an https:// form link',
      ]),
    );
    const fee = { ...event(), fees: [{ amount: 0 }, { amount: 2.5 }, { amount: -5 }] };
    expect(eventProblems(fee, labels)).toEqual([
      'Fees (rupees) 2 › Amount (Rs.): must be a whole number of rupees, 0 for free',
      'Fees (rupees) 3 › Amount (Rs.): must be a whole number of rupees, 0 for free',
    ]);
  });

  it("refuses a new event that takes a saved event's id, which would save it under another name", () => {
    const { id, startsAt } = event() as { id: string; startsAt: string };
    const own = `${id}-${startsAt.slice(0, 4)}`;
    const saved = readEventFiles().map(({ file }) => path.basename(file, '.json'));
    // Decap would save it as <id>-1.json, which the build refuses (the id must match the name).
    expect(eventProblems(event(), labels, undefined, saved)).toEqual([
      `Id (the address /events/<id>/): is "${id}", the id of an event already saved: an id is an event's address and its identity in calendars, so this event needs its own, such as "${own}" (next year's edition is a new event)`,
    ]);
    // Its own id, or the saved event itself, is fine.
    expect(eventProblems({ ...event(), id: own }, labels, undefined, saved)).toEqual([]);
    expect(eventProblems(event(), labels, id, saved)).toEqual([]);
  });

  it('keeps a saved event to its id, which names its file and address', () => {
    const { id } = event();
    expect(eventProblems({ ...event(), id: `${id}-2026` }, labels, id)).toEqual([
      `Id (the address /events/<id>/): is "${id}-2026", but this event is saved as ${id}: its id is its address and its identity in calendars, so it stays "${id}" (next year's edition is a new event)`,
    ]);
  });
});

describe("the content manager's check of a new draw", () => {
  const drawLabels = fieldLabels(drawSetupCollection([], [], '/admin/results/').fields);
  const draw = { event: 'futsal', entrants: 'Red Lions\nBlue Sharks\nred lions', results: [] };

  it('refuses a name twice in the entrants, and an event with a draw already', () => {
    expect(newDrawProblems(draw, drawLabels, [], '/admin/results/')).toEqual([
      'Entrants, one a line, top seed first: line 3: "red lions" is "Red Lions" of line 1 again',
    ]);
    const fine = { ...draw, entrants: 'Red Lions\nBlue Sharks' };
    expect(newDrawProblems(fine, drawLabels, [], '/admin/results/')).toEqual([]);
    expect(newDrawProblems(fine, drawLabels, ['futsal'], '/admin/results/')).toEqual([
      'Event: "futsal" has a draw already: change its entrants, rounds and results in the results editor, /admin/results/',
    ]);
  });

  it('refuses its rounds as the results editor does: out of order, or outside the event', () => {
    const round = (startsAt: string) => ({ startsAt, courts: ['Court A'], matchMinutes: 30 });
    const planned = {
      event: 'futsal',
      entrants: 'Red Lions\nBlue Sharks\nGreen Owls\nGold Bees',
      rounds: [round('2025-04-09T12:00:00+05:30'), round('2025-04-09T10:00:00+05:30')],
      results: [],
    };
    const spans = {
      futsal: { startsAt: '2025-04-09T09:00:00+05:30', endsAt: '2025-04-09T18:00:00+05:30' },
    };
    // As the build says it: the rounds out of order, and the final before its semi-final.
    expect(newDrawProblems(planned, drawLabels, [], '/admin/results/', spans)).toEqual([
      expect.stringMatching(
        /^Round 2: Starts at: round 2 starts .*, before round 1 .*: list the rounds in the order they are played$/,
      ),
      expect.stringMatching(
        /^Round 2: r2-m1 starts .*, before r1-m2 .* is over, whose winner plays it: /,
      ),
    ]);
    // In order but on the day after the event: its results would never show.
    const late = {
      ...planned,
      rounds: [round('2025-04-10T10:00:00+05:30'), round('2025-04-10T12:00:00+05:30')],
    };
    expect(newDrawProblems(late, drawLabels, [], '/admin/results/', spans)[0]).toMatch(
      /^Round 1: Starts at: starts .*, outside the event /,
    );
    // Without the event's dates (an event new since the last build) the times are the build's.
    expect(newDrawProblems(late, drawLabels, [], '/admin/results/')).toEqual([]);
  });
});

describe("registerContentCheck, Decap's preSave listener", () => {
  type Handler = (event: { entry: { get(key: string): unknown } }) => unknown;
  let handler: Handler | undefined;
  // The events' dates as the repository has them now (event-dates.ts): one moved since the build.
  const moved = new Map<string, { startsAt: string; endsAt: string }>();
  registerContentCheck(
    { registerEventListener: (listener) => (handler = listener.handler) },
    {
      labels: {
        events: labels,
        draws: fieldLabels(drawSetupCollection([], [], '/admin/results/').fields),
      },
      eventIds: readEventFiles().map(({ file }) => path.basename(file, '.json')),
      withDraw: ['futsal'],
      resultsEditorPath: '/admin/results/',
      settings: {
        labels: { site: fieldLabels(SITE_FIELDS) },
        galleryFolders: [],
        pageValues: { club: 'Club', institute: 'Institute', founded: '2016' },
        pagesLabel: 'Page titles and intros',
      },
    },
    { now: () => new Date('2026-05-01T12:00:00+05:30'), latestSpan: async (id) => moved.get(id) },
  );
  const entry = (collection: string, data: unknown, slug?: string) => ({
    get: (key: string) =>
      ({ collection, slug, newRecord: slug === undefined, data: { toJS: () => data } })[key],
  });

  it('stops a save the build would refuse, in sentences Decap shows as they are', async () => {
    let refused: unknown;
    try {
      handler!({ entry: entry('events', { ...event(), endsAt: event().startsAt }, event().id) });
    } catch (error) {
      refused = error;
    }
    expect(String(refused)).toBe('Ends at: must be after startsAt.');
    // A new draw waits for its event's dates as they are now (a promise Decap awaits).
    await expect(
      (async () =>
        handler!({ entry: entry(DRAW_SETUP_COLLECTION, { event: 'futsal', entrants: 'A\nB' }) }))(),
    ).rejects.toThrow('"futsal" has a draw already');
  });

  it('checks a new draw’s times against its event’s dates as the repository has them now', async () => {
    const id = readEventFiles()
      .map(({ file }) => path.basename(file, '.json'))
      .find((name) => name !== 'futsal')!;
    const round = (startsAt: string) => ({ startsAt, courts: ['Court A'], matchMinutes: 30 });
    const draw = (startsAt: string) => ({
      event: id,
      entrants: 'Red Lions\nBlue Sharks',
      rounds: [round(startsAt)],
      results: [],
    });
    moved.set(id, { startsAt: '2031-04-09T09:00:00+05:30', endsAt: '2031-04-09T18:00:00+05:30' });
    const save = (data: unknown) =>
      Promise.resolve(handler!({ entry: entry(DRAW_SETUP_COLLECTION, data) })).then(
        () => 'saved',
        (error: unknown) => String(error),
      );
    await expect(save(draw('2031-04-09T10:00:00+05:30'))).resolves.toBe('saved');
    await expect(save(draw('2031-04-10T10:00:00+05:30'))).resolves.toMatch(
      new RegExp(
        `^Round 1: Starts at: starts April 10, 2031, 10:00 AM, outside the event \\(April 9, 2031, 9:00 AM to April 9, 2031, 6:00 PM, content/events/${id}\\.json\\)`,
      ),
    );
    moved.delete(id);
  });

  it("stops a new event with a saved event's id", () => {
    expect(() => handler!({ entry: entry('events', event()) })).toThrow(
      `is "${event().id}", the id of an event already saved`,
    );
  });

  it('stops a save of a settings file the build would refuse', () => {
    const site = readContentFile(SITE_FILE) as Record<string, unknown>;
    expect(() =>
      handler!({ entry: entry(SETTINGS_COLLECTION, { ...site, foundedYear: 2027 }, 'site') }),
    ).toThrow(/^Founded: 2027 is after this year\.$/);
    expect(() => handler!({ entry: entry(SETTINGS_COLLECTION, site, 'site') })).not.toThrow();
  });

  it('lets the rest through: a right event, other collections, a draw that is not new', () => {
    expect(() => handler!({ entry: entry('events', event(), event().id) })).not.toThrow();
    expect(() => handler!({ entry: entry('sponsors', { anything: true }) })).not.toThrow();
    expect(() =>
      handler!({ entry: entry(DRAW_SETUP_COLLECTION, { event: 'futsal' }, 'futsal') }),
    ).not.toThrow();
  });
});
