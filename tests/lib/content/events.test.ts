/** @jest-environment node */
import {
  getAllEvents,
  getEventCategories,
  getUpcomingEvents,
  parseEvents,
} from '@/lib/content/events';
import { events as contentEvents } from '@/content/events';

import { contentErrorOf } from './content-error';

type RawEvent = (typeof contentEvents)[number];

function withChange(id: string, change: (event: Record<string, unknown>) => void): unknown[] {
  return contentEvents.map((event) => {
    const copy = structuredClone(event) as unknown as Record<string, unknown>;
    if (event.id === id) change(copy);
    return copy;
  });
}

const errorOf = (entries: unknown): string => contentErrorOf(() => parseEvents(entries));

describe('content/events.ts', () => {
  it('holds the eight events of the spec, all valid', () => {
    expect(
      getAllEvents()
        .map((event) => event.id)
        .sort(),
    ).toEqual([
      'badminton',
      'chess-open',
      'chess-u9',
      'cricket',
      'flash',
      'football',
      'handball',
      'table-tennis',
    ]);
  });

  it('sorts events by their real start time, not by the display text', () => {
    const starts = getAllEvents().map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // "April 10" sorts before "April 8" as text; the real sort puts chess-open last.
    expect(getAllEvents().at(-1)?.id).toBe('chess-open');
  });

  it('gives the home page the three earliest events', () => {
    const upcoming = getUpcomingEvents(3);
    expect(upcoming).toHaveLength(3);
    const rest = getAllEvents().slice(3);
    for (const later of rest) {
      for (const early of upcoming)
        expect(Date.parse(early.startsAt)).toBeLessThanOrEqual(Date.parse(later.startsAt));
    }
  });

  it('reorders a later-listed event that starts earlier', () => {
    const entries = withChange('chess-open', (event) => {
      event.startsAt = '2025-04-01T10:00:00+05:30';
      event.endsAt = '2025-04-01T18:00:00+05:30';
    });
    expect(parseEvents(entries)[0]?.id).toBe('chess-open');
  });

  it('lists the distinct categories in a fixed order', () => {
    expect(getEventCategories()).toEqual([
      'Cricket',
      'Football',
      'Handball',
      'Badminton',
      'Table Tennis',
      'Chess',
      'Flash Events',
    ]);
  });

  it('keeps fees, deadlines and rules from the spec', () => {
    const byId = new Map(getAllEvents().map((event) => [event.id, event]));
    expect(byId.get('cricket')?.price).toContain('1200 per team');
    expect(byId.get('handball')?.registration.deadline).toBe('April 7, 2025');
    expect(byId.get('flash')?.registration).toEqual({ open: false, deadline: 'On the spot' });
    expect(byId.get('badminton')?.fullDescription).toMatch(/college ID check/);
    expect(byId.get('table-tennis')?.fullDescription).toMatch(/11 points, best of 3/);
    for (const event of getAllEvents()) {
      expect(event.fullDescription).toMatch(/walkover/);
      expect(event.fullDescription).toMatch(/coordinator's decision is final/);
    }
  });

  it('names the file, the event and the field of a malformed date', () => {
    const message = errorOf(withChange('cricket', (event) => (event.startsAt = 'April 8, 2025')));
    expect(message).toContain('content/events.ts');
    expect(message).toContain('event "cricket"');
    expect(message).toContain('field "startsAt"');
  });

  it('rejects an open registration without an https form link', () => {
    const missing = errorOf(
      withChange('football', (event) => {
        event.registration = { open: true, deadline: 'April 6, 2025' };
      }),
    );
    expect(missing).toContain('event "football": field "registration.formLink"');
    const insecure = errorOf(
      withChange('football', (event) => {
        (event.registration as RawEvent['registration']).formLink = 'http://forms.example.com/x';
      }),
    );
    expect(insecure).toContain('event "football": field "registration.formLink"');
  });

  it('rejects duplicate ids', () => {
    const message = errorOf(withChange('chess-u9', (event) => (event.id = 'chess-open')));
    expect(message).toMatch(/duplicate event id "chess-open"/);
  });

  it('rejects an unknown category and a missing field', () => {
    expect(errorOf(withChange('flash', (event) => (event.category = 'Quidditch')))).toContain(
      'event "flash": field "category"',
    );
    expect(errorOf(withChange('handball', (event) => delete event.title))).toContain(
      'event "handball": field "title"',
    );
  });

  it('rejects a picture that is not in public/images/Events/', () => {
    expect(
      errorOf(withChange('handball', (event) => (event.image = '/images/Events/handbal.svg'))),
    ).toContain('event "handball": field "image": no file public/images/Events/handbal.svg');
  });

  it('rejects an end before the start', () => {
    const message = errorOf(
      withChange('cricket', (event) => (event.endsAt = '2025-04-07T09:00:00+05:30')),
    );
    expect(message).toContain('event "cricket": field "endsAt"');
  });
});
