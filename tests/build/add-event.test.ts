/** @jest-environment node */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { readEventFiles } from '@/lib/events/content';

import { makeScratchCopy, removeScratchCopy, runNpmScript } from '../support/scratch-copy';

// "Adding an event touches one file": in a throwaway copy of the project, an organiser adds one
// event file and its picture, nothing else, and builds. The new event must then be on the events
// list, on its own page, in the sitemap, in the calendar feed and have its share image.
jest.setTimeout(300_000);

const ID = 'inter-hostel-relay';
const TITLE = 'Inter-Hostel Relay Race';

let copy: string;
let log = '';
let status: number | null = null;

beforeAll(() => {
  copy = makeScratchCopy('add-event');
  // Start from an existing event file, as the README suggests, and change what makes it new.
  const [template] = readEventFiles();
  const event = {
    ...(template!.data as Record<string, unknown>),
    id: ID,
    title: TITLE,
    category: 'Flash Events',
    featured: false,
    startsAt: '2026-01-24T07:30:00+05:30',
    endsAt: '2026-01-24T11:00:00+05:30',
    capacity: '16 hostel teams',
    teams: ['4 x 400 m'],
    fees: [{ amount: 200, label: 'per team' }],
    registration: {
      open: true,
      deadline: '2026-01-20',
      formLink: 'https://forms.example.com/team-sportivo/relay-2026',
    },
    image: `/images/Events/${ID}.svg`,
    description: 'Four runners per hostel, one baton, one lap of the campus each.',
    fullDescription: 'A relay across the campus.\n\nRules\nThe baton must be passed in the zone.',
  };
  writeFileSync(
    path.join(copy, 'content/events', `${ID}.json`),
    `${JSON.stringify(event, null, 2)}\n`,
  );
  writeFileSync(
    path.join(copy, 'public/images/Events', `${ID}.svg`),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#0b1b3a"/></svg>\n',
  );
  const build = runNpmScript(copy, 'build');
  status = build.status;
  log = build.log;
});

afterAll(() => removeScratchCopy(copy));

const out = (...parts: string[]) => path.join(copy, 'out', ...parts);
const read = (...parts: string[]) => readFileSync(out(...parts), 'utf8');

test('the build succeeds with the new file and nothing else changed', () => {
  expect({ status, log: status === 0 ? '' : log }).toEqual({ status: 0, log: '' });
});

test('the event is on /events/ with its derived date, time and price', () => {
  const html = read('events', 'index.html');
  expect(html).toContain(`data-event-id="${ID}"`);
  expect(html).toContain(TITLE);
  expect(html).toContain('January 24, 2026');
  expect(html).toContain('7:30 AM - 11:00 AM');
  expect(html).toContain('Rs. 200 per team');
});

test('the event has its own page', () => {
  const html = read('events', ID, 'index.html');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));
  expect(html).toContain('January 20, 2026');
  expect(html).toContain('16 hostel teams');
});

test('the sitemap lists it', () => {
  expect(read('sitemap.xml')).toMatch(new RegExp(`<loc>https?://[^<]+/events/${ID}/</loc>`));
});

test('the calendar feed and its own calendar file hold it, at its time', () => {
  const feed = read('events', 'calendar.ics');
  expect(feed).toContain(`UID:${ID}@`);
  // 7:30 AM in Kolkata, written in UTC.
  expect(feed).toContain('DTSTART:20260124T020000Z');
  expect(read('events', ID, 'calendar.ics')).toContain(`SUMMARY:${TITLE}`);
});

test('it has a share image (a PNG)', () => {
  const file = out('events', ID, 'opengraph-image');
  expect(existsSync(file)).toBe(true);
  expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
});
