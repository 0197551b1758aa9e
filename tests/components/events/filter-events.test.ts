/** @jest-environment node */
import { filterEvents, splitAt, type SearchableEvent } from '@/components/events/filter-events';

// A fixed list, so the test says what the filter does whatever content/events/ holds.
const events: SearchableEvent[] = [
  {
    id: 'chess-open',
    title: 'Open Chess Tournament',
    description: 'One open section.',
    category: 'Chess',
  },
  {
    id: 'chess-u9',
    title: 'Chess Championship U-9',
    description: 'Under nine.',
    category: 'Chess',
  },
  {
    id: 'flash',
    title: 'Flash Events',
    description: 'Pop-up games all over campus.',
    category: 'Flash Events',
  },
  {
    id: 'badminton',
    title: 'Badminton Singles & Doubles',
    description: 'Draws.',
    category: 'Badminton',
  },
];
const ids = (list: { id: string }[]) => list.map((event) => event.id).sort();

describe('filterEvents', () => {
  it('returns everything for an empty query and all categories', () => {
    expect(filterEvents(events, '   ', 'all')).toHaveLength(events.length);
  });

  it('matches the title without regard to case', () => {
    expect(ids(filterEvents(events, 'cHeSs', 'all'))).toEqual(['chess-open', 'chess-u9']);
  });

  it('matches the description too', () => {
    expect(ids(filterEvents(events, 'POP-UP GAMES', 'all'))).toEqual(['flash']);
  });

  it('combines the query with the category', () => {
    expect(ids(filterEvents(events, 'singles', 'Badminton'))).toEqual(['badminton']);
    expect(filterEvents(events, 'singles', 'Chess')).toEqual([]);
  });
});

describe('splitAt', () => {
  const list = [
    { id: 'a', endedFrom: 100 },
    { id: 'postponed', endedFrom: null },
    { id: 'b', endedFrom: 300 },
    { id: 'c', endedFrom: 200 },
  ];

  it('keeps the events to come in their order, then the ended ones most recent first', () => {
    const { upcoming, past } = splitAt(list, 250);
    expect(upcoming.map((event) => event.id)).toEqual(['postponed', 'b']);
    expect(past.map((event) => event.id)).toEqual(['c', 'a']);
  });

  it('counts an event as ended from the moment it ends, and a postponed one never', () => {
    expect(splitAt(list, 300).upcoming.map((event) => event.id)).toEqual(['postponed']);
    expect(splitAt(list, 99).past).toEqual([]);
  });
});
