/** @jest-environment node */
import { splitAt, toComeAndPast } from '@/lib/events/split';
import { festEventCount } from '@/components/fests/fest-intro';

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

describe("the lists' counts", () => {
  it('say how many are to come and past, "none to come" once all are over', () => {
    expect(toComeAndPast(3, 5)).toBe('3 to come, 5 past');
    expect(toComeAndPast(0, 8)).toBe('none to come, 8 past');
  });

  it('on a fest page, count what is on the calendar until one is over, then as /events/ does', () => {
    expect(festEventCount(8, 0)).toBe('8 on the calendar');
    expect(festEventCount(2, 6)).toBe('2 to come, 6 past');
    expect(festEventCount(0, 8)).toBe('none to come, 8 past');
  });
});
