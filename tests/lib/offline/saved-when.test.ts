/** @jest-environment node */
import { savedWhen } from '@/lib/offline/saved-when';

const at = (iso: string) => Date.parse(iso);

describe('savedWhen', () => {
  it('says the time alone for a copy saved the same Kolkata day', () => {
    expect(savedWhen(at('2025-04-08T10:42:00+05:30'), at('2025-04-08T23:59:00+05:30'))).toBe(
      '10:42 AM',
    );
  });

  it('adds the date for a copy saved on an earlier day, midnight in Kolkata being the turn', () => {
    expect(savedWhen(at('2025-04-08T18:10:00+05:30'), at('2025-04-09T00:00:00+05:30'))).toBe(
      '6:10 PM on April 8, 2025',
    );
    // 11:30 PM UTC on April 8 is already April 9 in Kolkata: the same day as 9 AM there.
    expect(savedWhen(at('2025-04-08T23:30:00Z'), at('2025-04-09T09:00:00+05:30'))).toBe('5:00 AM');
  });
});
