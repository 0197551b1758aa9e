/** @jest-environment node */
import { getAllEvents } from '@/lib/content/events';
import { filterEvents } from '@/components/events/filter-events';

const events = getAllEvents();
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
