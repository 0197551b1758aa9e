/** @jest-environment node */
import { splitAt } from '@/lib/events/split';

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
