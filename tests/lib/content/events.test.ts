/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { EVENT_FIELDS } from '@/lib/cms/fields/event';
import type { CmsField } from '@/lib/cms/widgets';
import type { ContentFile } from '@/lib/content/parse';
import {
  DESCRIPTION_MAX,
  eventFileIds,
  getAllEvents,
  getEventCategories,
  getUpcomingEvents,
  parseEvents,
  readEventFiles,
} from '@/lib/events/content';
import { earliestUpcoming } from '@/lib/events/phase';

import { eventPictures, fixtureEventData } from '../../support/events';
import { contentErrorOf } from './content-error';

type RawEvent = Record<string, unknown> & { registration: Record<string, unknown> };

const files = readEventFiles();

/** A valid event file named after its id: the test's own fixture (not a file of content/events/). */
function sampleFile(id: string, change: (event: RawEvent) => void = () => {}): ContentFile {
  const event = fixtureEventData(id) as RawEvent;
  change(event);
  return { file: `content/events/${id}.json`, data: event };
}

/** A fixture event file starting at `startsAt` (ending April 10), with other fields changed. */
function startingAt(id: string, startsAt: string, change: Partial<RawEvent> = {}): ContentFile {
  return sampleFile(id, (event) => {
    Object.assign(event, { startsAt, endsAt: '2025-04-10T20:00:00+05:30' }, change);
  });
}

const errorOf = (entries: ContentFile[]): string => contentErrorOf(() => parseEvents(entries));

describe('content/events/', () => {
  it('holds one valid event per file, named after its id', () => {
    expect(files.length).toBeGreaterThan(0);
    const events = getAllEvents();
    expect(events.map((event) => `content/events/${event.id}.json`).sort()).toEqual(
      files.map((entry) => entry.file).sort(),
    );
  });

  it('sorts events by their real start, not by the display text or the file name', () => {
    const events = parseEvents([
      sampleFile('a-late', (event) => {
        event.startsAt = '2025-04-10T10:00:00+05:30';
        event.endsAt = '2025-04-10T18:00:00+05:30';
      }),
      sampleFile('b-early', (event) => {
        event.startsAt = '2025-04-08T09:00:00+05:30';
        event.endsAt = '2025-04-08T18:00:00+05:30';
      }),
    ]);
    expect(events.map((event) => event.id)).toEqual(['b-early', 'a-late']);
    const starts = getAllEvents().map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('orders events that start together featured first, then by id', () => {
    const nine = '2025-04-09T09:00:00+05:30';
    const events = parseEvents([
      startingAt('c-plain', nine),
      startingAt('b-featured', nine, { featured: true }),
      startingAt('a-plain', nine),
      startingAt('z-earlier', '2025-04-08T09:00:00+05:30'),
      startingAt('d-featured', nine, { featured: true }),
    ]);
    expect(events.map((event) => event.id)).toEqual([
      'z-earlier',
      'b-featured',
      'd-featured',
      'a-plain',
      'c-plain',
    ]);
  });

  it('gives the home page the earliest events that have not ended', () => {
    const events = parseEvents([
      startingAt('first', '2025-04-08T09:00:00+05:30', { endsAt: '2025-04-08T18:00:00+05:30' }),
      startingAt('off', '2025-04-08T10:00:00+05:30', { status: 'postponed' }),
      startingAt('second', '2025-04-09T09:00:00+05:30'),
      startingAt('third', '2025-04-09T10:00:00+05:30'),
    ]);
    const ids = (now: string, count = 3) =>
      earliestUpcoming(events, count, new Date(now)).map((event) => event.id);
    // Before any event starts: the earliest ones, as many as asked for.
    expect(ids('2025-04-01T10:00:00+05:30')).toEqual(['first', 'off', 'second']);
    expect(ids('2025-04-01T10:00:00+05:30', 2)).toEqual(['first', 'off']);
    // Once the first has ended it is left out; a postponed event has not ended.
    expect(ids('2025-04-08T18:00:00+05:30')).toEqual(['off', 'second', 'third']);
    expect(ids('2025-04-11T10:00:00+05:30')).toEqual(['off']);
    // getUpcomingEvents applies that rule to every event of content/events/.
    const all = getAllEvents();
    for (const now of [Date.parse(all[0]!.startsAt) - 1, ...all.map((e) => Date.parse(e.endsAt))]) {
      expect(getUpcomingEvents(3, new Date(now))).toEqual(earliestUpcoming(all, 3, new Date(now)));
    }
  });

  it("lists the distinct categories in a fixed order: the schema's, not the events'", () => {
    const events = parseEvents([
      startingAt('a', '2025-04-08T09:00:00+05:30', { category: 'Chess' }),
      startingAt('b', '2025-04-08T10:00:00+05:30', { category: 'Table Tennis' }),
      startingAt('c', '2025-04-08T11:00:00+05:30', { category: 'Chess' }),
      startingAt('d', '2025-04-08T12:00:00+05:30', { category: 'Cricket' }),
    ]);
    expect(getEventCategories(events)).toEqual(['Cricket', 'Table Tennis', 'Chess']);
    // Today's events: each category in use, once.
    const inUse = new Set(getAllEvents().map((event) => event.category));
    expect(getEventCategories()).toHaveLength(inUse.size);
    expect(new Set(getEventCategories())).toEqual(inUse);
  });

  it('derives the date, time, price and deadline texts from the facts, and keeps the facts', () => {
    const file = sampleFile('derived', (raw) => {
      raw.startsAt = '2025-04-30T09:00:00+05:30';
      raw.endsAt = '2025-05-02T18:30:00+05:30';
      raw.fees = [
        { amount: 100, label: 'singles' },
        { amount: 200, label: 'doubles' },
      ];
      raw.registration = { open: false, deadline: '2025-04-06' };
    });
    const [event] = parseEvents([file]);
    expect(event).toMatchObject({
      date: 'April 30 - May 2, 2025',
      time: '9:00 AM - 6:30 PM',
      price: 'Rs. 100 singles / 200 doubles',
      registrationDeadline: 'April 6, 2025',
    });
    expect(event?.dateText).toBeUndefined();
    expect(event?.timeText).toBeUndefined();
    const { title, capacity, teams, registration, fullDescription } = file.data as RawEvent;
    expect(event).toMatchObject({ title, capacity, teams, registration, fullDescription });
    const [oneDay] = parseEvents([
      sampleFile('one-day', (raw) => {
        raw.startsAt = '2025-04-09T14:00:00+05:30';
        raw.endsAt = '2025-04-09T18:30:00+05:30';
        raw.fees = [{ amount: 550 }];
        raw.registration = { open: false, deadline: '2025-04-07' };
      }),
    ]);
    expect(oneDay).toMatchObject({
      date: 'April 9, 2025',
      time: '2:00 PM - 6:30 PM',
      price: 'Rs. 550',
      registrationDeadline: 'April 7, 2025',
    });
    const [unpriced] = parseEvents([
      sampleFile('unpriced', (raw) => {
        raw.fees = [];
        raw.dateText = 'Every Saturday in April';
        raw.timeText = 'From 7:00 AM';
        raw.registration = { open: false, deadlineText: 'On the spot' };
      }),
    ]);
    expect(unpriced).toMatchObject({
      date: 'Every Saturday in April',
      time: 'From 7:00 AM',
      price: 'Price not yet announced',
      registrationDeadline: 'On the spot',
    });
  });

  it('accepts a time written in any zone and shows it in Kolkata time', () => {
    const [event] = parseEvents([
      sampleFile('utc', (raw) => {
        // What a CMS picker in London writes for 9:00 AM Kolkata: 03:30 UTC.
        raw.startsAt = '2025-04-08T03:30:00.000Z';
        raw.endsAt = '2025-04-08T14:30:00.000+00:00';
      }),
    ]);
    expect(event).toMatchObject({
      startsAt: '2025-04-08T09:00:00+05:30',
      endsAt: '2025-04-08T20:00:00+05:30',
      date: 'April 8, 2025',
      time: '9:00 AM - 8:00 PM',
    });
  });

  it('reads a field the CMS left empty as absent', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'events-'));
    mkdirSync(path.join(root, 'content/events'), { recursive: true });
    const entry = sampleFile('blank', (raw) => (raw.dateText = ''));
    writeFileSync(path.join(root, entry.file), JSON.stringify(entry.data, null, 2));
    const read = readEventFiles(root);
    expect(read.map((file) => file.file)).toEqual(['content/events/blank.json']);
    expect(parseEvents(read)[0]?.dateText).toBeUndefined();
    rmSync(root, { recursive: true });
  });

  it('names every file that is not valid JSON, beside the problems of the others', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'events-'));
    mkdirSync(path.join(root, 'content/events'), { recursive: true });
    writeFileSync(path.join(root, 'content/events/broken.json'), '{ "id": "broken", }');
    writeFileSync(path.join(root, 'content/events/cut-off.json'), '{ "id": "cut-off"');
    const wrong = sampleFile('wrong', (event) => delete event.title);
    writeFileSync(path.join(root, wrong.file), JSON.stringify(wrong.data));
    const message = errorOf(readEventFiles(root));
    expect(message).toMatch(
      /content\/events\/broken\.json: not valid JSON \(.+\): look near that place for a comma after the last item before \} or \]/,
    );
    expect(message).toContain('content/events/cut-off.json: not valid JSON');
    expect(message).toContain(
      'content/events/wrong.json: event "wrong": field "title": is missing',
    );
    rmSync(root, { recursive: true });
  });

  it('names the file, the event and the field of a malformed date', () => {
    const message = errorOf([sampleFile('bad-date', (event) => (event.startsAt = '9 April 2025'))]);
    expect(message).toContain(
      'content/events/bad-date.json: event "bad-date": field "startsAt": must be a date-time with its zone',
    );
    const local = errorOf([sampleFile('no-zone', (e) => (e.startsAt = '2025-04-09T09:00:00'))]);
    expect(local).toContain('event "no-zone": field "startsAt"');
  });

  it('says what is wrong with a date-time written almost right', () => {
    const at = (id: string, startsAt: string) => sampleFile(id, (e) => (e.startsAt = startsAt));
    const message = errorOf([
      at('no-day', '2025-02-30T09:00:00+05:30'),
      at('no-month', '2025-13-09T09:00:00+05:30'),
      at('no-seconds', '2025-04-09T14:00+05:30'),
      at('no-zone', '2025-04-09T09:00:00'),
      at('spaced', '2025-04-09 09:00Z'),
      at('no-hour', '2025-04-09T24:00:00+05:30'),
      at('not-leap', '2025-02-29T09:00:00+05:30'),
    ]);
    const said = (id: string, words: string) =>
      expect(message).toContain(
        `content/events/${id}.json: event "${id}": field "startsAt": ${words}`,
      );
    said('no-day', 'February 2025 has no day 30\n');
    said('no-month', '2025 has no month 13');
    said('no-seconds', 'needs the seconds: write 2025-04-09T14:00:00+05:30\n');
    said('no-zone', 'needs its zone (+05:30 for Kolkata time): write 2025-04-09T09:00:00+05:30');
    said(
      'spaced',
      'needs a T between the date and the time and the seconds: write 2025-04-09T09:00:00Z',
    );
    said('no-hour', '24:00:00 is not a time of day');
    said('not-leap', 'February 2025 has no day 29');
  });

  it('compares no date that failed its own check with another (Feb 30 is not March 2)', () => {
    const message = errorOf([
      // Read as March 2, it would end before it starts.
      sampleFile('ends-first', (event) => {
        event.startsAt = '2025-02-30T09:00:00+05:30';
        event.endsAt = '2025-03-01T18:00:00+05:30';
      }),
      // Read as March 2, it would start more than 180 days after the deadline.
      sampleFile('far-deadline', (event) => {
        event.startsAt = '2025-02-30T09:00:00+05:30';
        event.endsAt = '2025-03-02T18:00:00+05:30';
        event.registration = { ...event.registration, deadline: '2024-09-01' };
      }),
    ]);
    expect(message.split('\n').slice(1)).toEqual([
      '  content/events/ends-first.json: event "ends-first": field "startsAt": February 2025 has no day 30',
      '  content/events/far-deadline.json: event "far-deadline": field "startsAt": February 2025 has no day 30',
    ]);
  });

  it('needs an event to end after it starts (the same time in both pickers is a slip)', () => {
    const at = (id: string, endsAt: string) =>
      sampleFile(id, (event) => {
        event.startsAt = '2025-04-09T09:00:00+05:30';
        event.endsAt = endsAt;
      });
    const message = errorOf([
      at('same', '2025-04-09T09:00:00+05:30'),
      at('back', '2025-04-08T09:00:00+05:30'),
    ]);
    expect(message).toContain('event "same": field "endsAt": must be after startsAt');
    expect(message).toContain('event "back": field "endsAt": must be after startsAt');
    expect(() => parseEvents([at('fine', '2025-04-09T09:01:00+05:30')])).not.toThrow();
    // A year typed wrong: an event of a year, "On now" every day of it. Two months are taken.
    expect(errorOf([at('year', '2026-04-10T18:00:00+05:30')])).toContain(
      'event "year": field "endsAt": is 366 days after startsAt (April 9, 2025 to April 10, 2026): check the years. An event runs at most 62 days',
    );
    expect(() => parseEvents([at('league', '2025-06-10T09:00:00+05:30')])).not.toThrow();
  });

  it('lists the problems of every file at once', () => {
    const message = errorOf([
      sampleFile('one', (event) => delete event.title),
      sampleFile('two', (event) => (event.category = 'Quidditch')),
    ]);
    expect(message).toContain('content/events/one.json: event "one": field "title": is missing');
    expect(message).toContain('content/events/two.json: event "two": field "category"');
  });

  it('needs the id to match the file name', () => {
    const entry = sampleFile('renamed');
    const message = errorOf([{ ...entry, file: 'content/events/old-name.json' }]);
    expect(message).toContain('content/events/old-name.json: event "renamed": field "id"');
    expect(message).toContain('renamed.json');
  });

  it('offers the file name as the id only when it could be one', () => {
    const named = (file: string, id: string, ...others: ContentFile[]) =>
      errorOf([{ ...sampleFile(id), file: `content/events/${file}` }, ...others]);
    const capital = named('Volleyball.json', 'volleyball');
    expect(capital).toContain(
      'content/events/Volleyball.json: event "volleyball": field "id": must match the file name: name the file volleyball.json (an id, and so its file name, is lower-case letters, digits and dashes)',
    );
    expect(capital).not.toContain('set the id');
    const copied = named('Volleyball.json', 'volleyball', sampleFile('volleyball'));
    expect(copied).toContain(
      'field "id": is "volleyball", the id of content/events/volleyball.json: give this event an id of its own and name the file after it',
    );
    expect(copied).not.toContain('set it to');
    // A file name that is an id stays an option.
    expect(named('old-name.json', 'renamed')).toContain(
      '(name the file renamed.json, or set the id back to "old-name")',
    );
  });

  it('names the events by their files, broken ones too', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'events-'));
    mkdirSync(path.join(root, 'content/events'), { recursive: true });
    writeFileSync(path.join(root, 'content/events/relay.json'), '{ "id": "relay", }');
    writeFileSync(path.join(root, 'content/events/quiz.JSON'), '{}');
    expect(eventFileIds(root)).toEqual(['relay']);
    rmSync(root, { recursive: true });
  });

  it("tells a file copied from another event to take its own id, not the other file's name", () => {
    const original = sampleFile('original');
    const copy = { file: 'content/events/copied-edition.json', data: original.data };
    const message = errorOf([original, copy]);
    expect(message).toContain(
      `content/events/copied-edition.json: event "original": field "id": is "original", the id of content/events/original.json: set it to "copied-edition", this file's name`,
    );
  });

  it("uses the picture named after the event once there is one, not the copied event's", () => {
    // A file named after a picture of public/images/Events/, still pointing at another picture.
    const pictures = eventPictures();
    const name = (src: string) => path.posix.parse(src).name;
    const own = pictures.find(
      (src) =>
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name(src)) &&
        pictures.filter((other) => name(other) === name(src)).length === 1,
    )!;
    const other = pictures.find((src) => name(src) !== name(own))!;
    const message = errorOf([sampleFile(name(own), (raw) => (raw.image = other))]);
    expect(message).toContain(
      `event "${name(own)}": field "image": is ${other}, but this event's own picture is public${own}: set it to ${own}`,
    );
  });

  it('keeps the registration deadline within reach of the event dates', () => {
    const dated = (id: string, deadline: string) =>
      sampleFile(id, (event) => {
        event.startsAt = '2026-04-08T09:00:00+05:30';
        event.endsAt = '2026-04-10T18:00:00+05:30';
        event.registration = { ...event.registration, deadline };
      });
    // The last day of the event is the latest deadline; half a year before the start the earliest.
    expect(() => parseEvents([dated('last-day', '2026-04-10')])).not.toThrow();
    expect(() => parseEvents([dated('early', '2025-10-11')])).not.toThrow();
    // An end at midnight: the last day is the one before.
    const toMidnight = sampleFile('midnight', (event) => {
      event.startsAt = '2026-04-08T09:00:00+05:30';
      event.endsAt = '2026-04-10T00:00:00+05:30';
      event.registration = { ...event.registration, deadline: '2026-04-10' };
    });
    expect(errorOf([toMidnight])).toContain(
      'event "midnight": field "registration.deadline": is after the event ends (its last day: April 9, 2026)',
    );
    expect(errorOf([dated('after', '2026-04-11')])).toContain(
      'event "after": field "registration.deadline": is after the event ends (its last day: April 10, 2026)',
    );
    expect(errorOf([dated('last-year', '2025-04-06')])).toContain(
      'event "last-year": field "registration.deadline": is more than 180 days before the event starts (April 8, 2026): is it left from an earlier edition?',
    );
    // Not a date: said once, without a second problem read from what JavaScript made of it.
    const words = errorOf([dated('words', '6 April')]);
    expect(words).toContain('event "words": field "registration.deadline": must be a date like');
    expect(words).not.toContain('days before the event starts');
  });

  it('rejects an open registration without an https form link', () => {
    const missing = errorOf([
      sampleFile('no-link', (event) => {
        event.registration = { open: true, deadline: '2025-04-06' };
      }),
    ]);
    expect(missing).toContain('event "no-link": field "registration.formLink"');
    const insecure = errorOf([
      sampleFile('http-link', (event) => {
        event.registration = { open: true, deadline: '2025-04-06', formLink: 'http://x.example' };
      }),
    ]);
    expect(insecure).toContain('event "http-link": field "registration.formLink"');
    // Said once: not "with no spaces" as well.
    expect(insecure.match(/field "registration\.formLink"/g)).toHaveLength(1);
  });

  it('takes event texts as plain text, and says an empty one is empty, once', () => {
    const titled = (id: string, title: string) =>
      sampleFile(id, (event) => {
        event.title = title;
      });
    const markup = errorOf([
      titled('tag', '<b>Futsal</b> Championship'),
      titled('stars', '**Futsal** Championship'),
      sampleFile('link', (event) => {
        event.description = 'Register on [the form](https://forms.gle/AbC123xYz).';
      }),
    ]);
    for (const [id, field] of [
      ['tag', 'title'],
      ['stars', 'title'],
      ['link', 'description'],
    ]) {
      expect(markup).toContain(
        `event "${id}": field "${field}": shows on the page as typed: write plain text, without HTML tags (<b>), ** or [links](…)`,
      );
    }
    const blank = errorOf([titled('blank', '   ')]);
    expect(blank).toContain('event "blank": field "title": must not be empty');
    expect(blank).not.toContain('one line');
    // Plain text with signs of its own is taken: under 19s, a 3 * 2 relay, a blank to fill in.
    expect(() =>
      parseEvents([
        titled('plain', 'Cricket U<19 Cup'),
        sampleFile('signs', (event) => {
          event.description = 'A 3 * 2 relay. Team name: ______';
        }),
      ]),
    ).not.toThrow();
  });

  it('keeps a short description short, and lets the full one run long', () => {
    const long = 'A round-robin for every school in the district. '.repeat(5).trim();
    expect(long.length).toBeGreaterThan(DESCRIPTION_MAX);
    expect(
      errorOf([
        sampleFile('wordy', (event) => {
          event.description = long;
        }),
      ]),
    ).toContain(
      `event "wordy": field "description": is ${long.length} characters long: cards show about two lines of it and search results about 160 characters, so keep it to ${DESCRIPTION_MAX} and put the rest in the full description`,
    );
    expect(() =>
      parseEvents([
        sampleFile('full', (event) => {
          event.description = 'x'.repeat(DESCRIPTION_MAX);
          event.fullDescription = long.repeat(20);
        }),
      ]),
    ).not.toThrow();
  });

  it('rejects a form link cut short or with a space, in the build and in the CMS alike', () => {
    const link = (formLink: string) =>
      sampleFile('link', (event) => {
        event.registration = { open: true, deadline: '2025-04-06', formLink };
      });
    const registration = EVENT_FIELDS.find((field) => field.name === 'registration')!;
    const formLink = (registration.fields as CmsField[]).find(
      (field) => field.name === 'formLink',
    )!;
    const cmsPattern = new RegExp(formLink.pattern![0]);
    for (const bad of ['https://forms', 'https://forms.gle/abc 123', 'https:// forms.gle/abc']) {
      expect(errorOf([link(bad)])).toContain('event "link": field "registration.formLink"');
      expect(cmsPattern.test(bad)).toBe(false);
    }
    for (const good of [
      'https://forms.gle/AbC123xYz',
      'https://docs.google.com/forms/d/e/1FAIpQLSf-x_Y/viewform?usp=sf_link',
      'https://forms.example.com:8443/team-sportivo/marathon-2026#top',
    ]) {
      expect(() => parseEvents([link(good)])).not.toThrow();
      expect(cmsPattern.test(good)).toBe(true);
    }
  });

  it('reads an event saved without fees (the CMS leaves the list out) as having none', () => {
    const [event] = parseEvents([sampleFile('free', (raw) => delete raw.fees)]);
    expect(event!.fees).toEqual([]);
  });

  it('needs a deadline date or a deadline text', () => {
    const message = errorOf([
      sampleFile('no-deadline', (event) => (event.registration = { open: false })),
    ]);
    expect(message).toContain('event "no-deadline": field "registration.deadline"');
  });

  it('rejects a picture that is not in public/images/Events/', () => {
    expect(
      errorOf([sampleFile('pic', (event) => (event.image = '/images/Events/missing-pic.svg'))]),
    ).toContain('event "pic": field "image": no file public/images/Events/missing-pic.svg');
  });

  it('rejects an end before the start', () => {
    const message = errorOf([
      sampleFile('backwards', (event) => {
        event.startsAt = '2025-04-08T09:00:00+05:30';
        event.endsAt = '2025-04-07T09:00:00+05:30';
      }),
    ]);
    expect(message).toContain('event "backwards": field "endsAt"');
  });

  it('keeps the capacity in one place', () => {
    const message = errorOf([
      sampleFile('twice', (event) => {
        event.capacity = '30 teams';
        event.teams = ['30 teams', 'Open to all'];
      }),
    ]);
    expect(message).toContain('event "twice": field "teams #1": repeats the capacity');
  });

  it('reads a missing status as scheduled and accepts the closed set only', () => {
    const [plain] = parseEvents([sampleFile('plain', (event) => delete event.status)]);
    expect(plain?.status).toBe('scheduled');
    expect(errorOf([sampleFile('odd', (event) => (event.status = 'delayed'))])).toContain(
      'event "odd": field "status": must be one of scheduled, cancelled, postponed, rescheduled',
    );
    const [cancelled] = parseEvents([sampleFile('off', (event) => (event.status = 'cancelled'))]);
    expect(cancelled?.status).toBe('cancelled');
  });

  it('keeps the dates of a cancelled event, and its place in the order', () => {
    const events = parseEvents([
      sampleFile('b-later', (event) => {
        event.startsAt = '2025-04-09T09:00:00+05:30';
        event.endsAt = '2025-04-09T18:00:00+05:30';
      }),
      sampleFile('a-off', (event) => {
        event.status = 'cancelled';
        event.startsAt = '2025-04-08T09:00:00+05:30';
        event.endsAt = '2025-04-08T18:00:00+05:30';
      }),
    ]);
    expect(events.map((event) => [event.id, event.date])).toEqual([
      ['a-off', 'April 8, 2025'],
      ['b-later', 'April 9, 2025'],
    ]);
  });

  it('shows a postponed event as "To be announced", in the place of its old start', () => {
    const events = parseEvents([
      sampleFile('b-later', (event) => {
        event.startsAt = '2025-04-09T09:00:00+05:30';
        event.endsAt = '2025-04-09T18:00:00+05:30';
      }),
      sampleFile('a-postponed', (event) => {
        event.status = 'postponed';
        event.dateText = 'Every morning';
        event.startsAt = '2025-04-08T09:00:00+05:30';
        event.endsAt = '2025-04-08T18:00:00+05:30';
      }),
    ]);
    expect(events.map((event) => [event.id, event.date])).toEqual([
      ['a-postponed', 'To be announced'],
      ['b-later', 'April 9, 2025'],
    ]);
  });

  it('moves a rescheduled event to its new dates and keeps the old start in Kolkata time', () => {
    const [early, moved] = parseEvents([
      sampleFile('moved', (event) => {
        event.status = 'rescheduled';
        event.previousStartsAt = '2025-04-08T03:30:00Z';
        event.startsAt = '2025-04-12T09:00:00+05:30';
        event.endsAt = '2025-04-13T18:00:00+05:30';
      }),
      sampleFile('early', (event) => {
        event.startsAt = '2025-04-10T09:00:00+05:30';
        event.endsAt = '2025-04-10T18:00:00+05:30';
      }),
    ]);
    expect(early?.id).toBe('early');
    expect(moved).toMatchObject({
      status: 'rescheduled',
      previousStartsAt: '2025-04-08T09:00:00+05:30',
      date: 'April 12-13, 2025',
    });
  });

  it('needs the old start of a rescheduled event, and only there', () => {
    expect(errorOf([sampleFile('moved', (event) => (event.status = 'rescheduled'))])).toContain(
      'event "moved": field "previousStartsAt": a rescheduled event needs the start it had before',
    );
    expect(
      errorOf([
        sampleFile('same', (event) => {
          event.status = 'rescheduled';
          event.previousStartsAt = event.startsAt;
        }),
      ]),
    ).toContain('event "same": field "previousStartsAt": is the same as startsAt');
    expect(
      errorOf([
        sampleFile('forgot', (event) => (event.previousStartsAt = '2025-04-01T09:00:00+05:30')),
      ]),
    ).toContain(
      'event "forgot": field "previousStartsAt": is only for a moved event: set status to "rescheduled"',
    );
    // Called off after a move: the old start may stay in the file.
    const [off] = parseEvents([
      sampleFile('off', (event) => {
        event.status = 'cancelled';
        event.previousStartsAt = '2025-04-01T09:00:00+05:30';
      }),
    ]);
    expect(off?.status).toBe('cancelled');
  });

  it('writes every line break as \\n, whatever editor saved the file', () => {
    const [event] = parseEvents([
      sampleFile('breaks', (raw) => (raw.fullDescription = 'Rules\r\nOne\rTwo\nThree')),
    ]);
    expect(event?.fullDescription).toBe('Rules\nOne\nTwo\nThree');
  });

  it('rejects the old hand-written texts', () => {
    expect(errorOf([sampleFile('old', (event) => (event.price = 'Rs. 100'))])).toContain(
      'event "old": has a field this file does not use: "price" (misspelt, or left from an older version?)',
    );
  });

  it('keeps the texts of the share picture to the characters its fonts can draw', () => {
    const message = errorOf([
      sampleFile('bengali', (event) => {
        event.title = 'ব্যাডমিন্টন Cup';
        event.location = 'Court ₹1';
      }),
    ]);
    expect(message).toContain(
      'event "bengali": field "title": has characters the share picture cannot draw (ব ্ য া ড ম …): write it in Latin letters',
    );
    expect(message).toContain('field "location": has characters the share picture cannot draw (₹)');
    // Accents, dashes and curly quotes are in the fonts.
    const [accented] = parseEvents([
      sampleFile('accented', (event) => (event.title = 'Café Cup – “Open” Round…')),
    ]);
    expect(accented?.title).toBe('Café Cup – “Open” Round…');
  });

  it('keeps a title to one line of at most 80 characters, so it fits its share picture', () => {
    expect(() =>
      parseEvents([sampleFile('long', (e) => (e.title = 'T'.repeat(80)))]),
    ).not.toThrow();
    expect(errorOf([sampleFile('longer', (e) => (e.title = 'T'.repeat(81)))])).toContain(
      'event "longer": field "title": must be one line of at most 80 characters',
    );
  });

  it('says what to write when a value has the wrong form', () => {
    const message = errorOf([
      sampleFile('forms', (event) => {
        event.fees = [{ amount: '1800', label: 'per team' }, { amount: 1800.5 }];
        event.featured = 'true';
        event.category = 'football';
        event.image = '/images/Events/Handball Final.svg';
      }),
    ]);
    const field = (name: string, text: string) =>
      expect(message).toContain(`event "forms": field "${name}": ${text}`);
    field('fees #1.amount', 'must be a number without quotes: 1800, not "1800"');
    field('fees #2.amount', 'must be a whole number');
    field('featured', 'must be true or false without quotes: true, not "true"');
    field('category', 'must be written "Football", exactly so (not "football")');
    field(
      'image',
      '"Handball Final.svg": a picture\'s name holds only letters, digits, "-" and "_" (no spaces): rename the file, e.g. handball-final.svg',
    );
    expect(errorOf([sampleFile('kind', (event) => (event.category = 'Quidditch'))])).toContain(
      'field "category": must be one of "Cricket", "Football"',
    );
    expect(
      errorOf([sampleFile('ext', (event) => (event.image = '/images/Events/final.SVG'))]),
    ).toContain(
      'field "image": "final.SVG" must end in .svg, .png, .jpg, .jpeg, .webp, .avif, in lower case',
    );
  });
});
