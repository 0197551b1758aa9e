/** @jest-environment node */
import { FEST_IDS, getFestEvents, getFests, parseFests, type Fest } from '@/lib/content/fests';
import { getAllEvents } from '@/lib/events/content';

import { contentErrorOf } from './content-error';

/** The events the fixture fests may name (not content/events/). */
const KNOWN = ['relay', 'chess-day', 'quiz'];

/** The test's own fests (not content/fests.json). */
function fixture(): Record<string, unknown>[] {
  return [
    {
      id: 'vibgyor',
      name: 'Fixture Inter',
      kind: 'inter',
      tagline: 'Colleges meet',
      description: ['Three days of games.', 'Every college is welcome.'],
      frequency: 'Once a year',
      sports: ['Relay', 'Chess', 'Quiz'],
      featuredSports: [{ name: 'Relay', description: 'Four by one hundred.' }],
      eventIds: ['relay', 'chess-day'],
    },
    {
      id: 'xaplotes',
      name: 'Fixture Intra',
      kind: 'intra',
      tagline: 'Departments meet',
      description: ['A day of games.'],
      frequency: 'Twice a term',
      sports: ['Quiz'],
      featuredSports: [],
      eventIds: ['quiz'],
    },
  ];
}

function withChange(id: string, change: (fest: Record<string, unknown>) => void): unknown[] {
  return fixture().map((fest) => {
    if (fest.id === id) change(fest);
    return fest;
  });
}

const errorOf = (entries: unknown, known: readonly string[] = KNOWN): string =>
  contentErrorOf(() => parseFests(entries, known));

describe('parseFests', () => {
  it('reads each fest as written, in the order of the file', () => {
    expect(parseFests(fixture(), KNOWN)).toEqual(fixture());
  });

  it('names the file, the fest and the field of an unknown event id', () => {
    const message = errorOf(
      withChange('vibgyor', (fest) => (fest.eventIds = ['relay', 'kabaddi'])),
    );
    expect(message).toContain('content/fests.json');
    expect(message).toContain(
      'fest "vibgyor": field "eventIds #2": unknown event id "kabaddi" (no file content/events/kabaddi.json)',
    );
  });

  it('checks event ids against the events it is given, by default those of content/events/', () => {
    expect(errorOf(fixture(), ['relay', 'chess-day'])).toContain(
      'fest "xaplotes": field "eventIds #1": unknown event id "quiz"',
    );
    const everyEvent = getAllEvents().map((event) => event.id);
    const naming = (eventIds: string[]) => fixture().map((fest) => ({ ...fest, eventIds }));
    expect(() => parseFests(naming(everyEvent))).not.toThrow();
    expect(contentErrorOf(() => parseFests(naming([...everyEvent, 'no-such-event'])))).toContain(
      `field "eventIds #${everyEvent.length + 1}": unknown event id "no-such-event"`,
    );
  });

  it('rejects an unknown kind, a repeated sport or event, no sport, a fest twice and a missing fest', () => {
    expect(errorOf(withChange('xaplotes', (fest) => (fest.kind = 'national')))).toContain(
      'fest "xaplotes": field "kind"',
    );
    expect(errorOf(withChange('xaplotes', (fest) => (fest.sports = ['Chess', 'Chess'])))).toContain(
      'fest "xaplotes": field "sports": lists the sport "Chess" twice: keep one',
    );
    expect(errorOf(withChange('xaplotes', (fest) => (fest.sports = [])))).toContain(
      'fest "xaplotes": field "sports": needs at least one sport',
    );
    expect(
      errorOf(withChange('vibgyor', (fest) => (fest.eventIds = ['relay', 'relay']))),
    ).toContain('fest "vibgyor": field "eventIds": lists the event id "relay" twice: keep one');
    expect(errorOf([...fixture(), fixture()[0]])).toContain('duplicate fest id "vibgyor"');
    expect(errorOf(fixture().filter((fest) => fest.id !== 'vibgyor'))).toContain(
      'fest list: missing the fest "vibgyor"',
    );
  });
});

describe('getFestEvents', () => {
  it('hands a fest the events it names, earliest first whatever the order it lists them', () => {
    const events = getAllEvents();
    const fest = (eventIds: string[]) => ({ ...(fixture()[0] as Fest), eventIds });
    const ids = (fest: Fest) => getFestEvents(fest).map((event) => event.id);
    expect(ids(fest(events.map((event) => event.id).reverse()))).toEqual(
      events.map((event) => event.id),
    );
    expect(ids(fest(events.slice(1).map((event) => event.id)))).not.toContain(events[0]!.id);
    expect(ids(fest([]))).toEqual([]);
  });
});

describe('content/fests.json', () => {
  it('holds each fest once, each naming events of content/events/ and getting exactly those', () => {
    const fests = getFests();
    expect(fests.map((fest) => fest.id).sort()).toEqual([...FEST_IDS].sort());
    const known = new Set(getAllEvents().map((event) => event.id));
    for (const fest of fests) {
      for (const id of fest.eventIds) expect(known.has(id)).toBe(true);
      expect(
        getFestEvents(fest)
          .map((event) => event.id)
          .sort(),
      ).toEqual([...fest.eventIds].sort());
    }
  });
});
