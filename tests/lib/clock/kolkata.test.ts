/** @jest-environment node */
import {
  KOLKATA_OFFSET_MS,
  kolkataDayStart,
  kolkataIso,
  kolkataMidnight,
} from '@/lib/clock/kolkata';

describe('Kolkata time', () => {
  it('writes a moment as Kolkata wall-clock time with its offset', () => {
    expect(kolkataIso(Date.parse('2025-04-08T03:30:00Z'))).toBe('2025-04-08T09:00:00+05:30');
    // Past UTC midnight's Kolkata day boundary: 19:00 UTC is 00:30 the next day there.
    expect(kolkataIso(Date.parse('2025-04-07T19:00:00Z'))).toBe('2025-04-08T00:30:00+05:30');
  });

  it('starts a Kolkata day at its midnight, 18:30 UTC the day before', () => {
    expect(new Date(kolkataDayStart('2025-04-06')).toISOString()).toBe('2025-04-05T18:30:00.000Z');
    expect(KOLKATA_OFFSET_MS).toBe(5.5 * 60 * 60 * 1000);
    // A moment's Kolkata day begins at that day's midnight there, whatever the UTC date.
    for (const [moment, day] of [
      ['2025-04-05T18:30:00Z', '2025-04-06'],
      ['2025-04-06T09:00:00+05:30', '2025-04-06'],
      ['2025-04-06T20:00:00Z', '2025-04-07'],
    ] as const) {
      expect(kolkataMidnight(Date.parse(moment))).toBe(kolkataDayStart(day));
    }
  });
});
