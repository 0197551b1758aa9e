/** @jest-environment node */
import { filterEvents, type SearchableEvent } from '@/components/events/filter-events';

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
