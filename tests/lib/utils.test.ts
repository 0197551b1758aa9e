/** @jest-environment node */
import {
  altFromFileName,
  byNumericPrefix,
  formatDate,
  formatDateRange,
  formatFees,
  formatTime,
  formatTimeRange,
  formatUsd,
  numericPrefix,
  toKolkataIso,
} from '@/lib/utils';

describe('utils', () => {
  it('formats dollars without cents', () => {
    expect(formatUsd(10000)).toBe('$10,000');
    expect(formatUsd(25000)).toBe('$25,000');
  });

  it('formats dates in Kolkata time', () => {
    // 20:00 UTC on the 7th is already the 8th in Kolkata.
    expect(formatDate('2025-04-07T20:00:00Z')).toBe('April 8, 2025');
    // A bare date is that calendar day, in any zone.
    expect(formatDate('2025-04-06')).toBe('April 6, 2025');
  });

  it('writes date ranges in the spec style', () => {
    const at = (day: string, time = '09:00') => `2025-${day}T${time}:00+05:30`;
    expect(formatDateRange(at('04-08'), at('04-10'))).toBe('April 8-10, 2025');
    expect(formatDateRange(at('04-09', '14:00'), at('04-09', '18:30'))).toBe('April 9, 2025');
    expect(formatDateRange(at('04-30'), at('05-02'))).toBe('April 30 - May 2, 2025');
    expect(formatDateRange('2025-12-30T10:00:00+05:30', '2026-01-02T10:00:00+05:30')).toBe(
      'December 30, 2025 - January 2, 2026',
    );
    // 23:00 UTC on April 9 is already April 10 in Kolkata.
    expect(formatDateRange(at('04-08'), '2025-04-09T23:00:00Z')).toBe('April 8-10, 2025');
    // An end at midnight is the end of the day before, not a day more.
    expect(formatDateRange(at('04-09', '18:00'), at('04-10', '00:00'))).toBe('April 9, 2025');
    expect(formatDateRange(at('04-08'), at('04-10', '00:00'))).toBe('April 8-9, 2025');
    expect(formatDateRange('2025-12-31T18:00:00+05:30', '2026-01-01T00:00:00+05:30')).toBe(
      'December 31, 2025',
    );
  });

  it('writes times in the spec style, in Kolkata time', () => {
    expect(formatTimeRange('2025-04-08T09:00:00+05:30', '2025-04-08T20:00:00+05:30')).toBe(
      '9:00 AM - 8:00 PM',
    );
    expect(formatTimeRange('2025-04-09T08:30:00Z', '2025-04-09T13:00:00.000Z')).toBe(
      '2:00 PM - 6:30 PM',
    );
    expect(formatTime('2025-04-09T00:00:00+05:30')).toBe('12:00 AM');
    expect(formatTime('2025-04-09T12:05:00+05:30')).toBe('12:05 PM');
  });

  it('rewrites any zone in Kolkata time', () => {
    expect(toKolkataIso('2025-04-08T03:30:00.000Z')).toBe('2025-04-08T09:00:00+05:30');
    expect(toKolkataIso('2025-04-08T09:00:00+05:30')).toBe('2025-04-08T09:00:00+05:30');
  });

  it('writes the price from the fees', () => {
    expect(formatFees([{ amount: 1200, label: 'per team' }])).toBe('Rs. 1200 per team');
    expect(
      formatFees([
        { amount: 100, label: 'singles' },
        { amount: 200, label: 'doubles' },
      ]),
    ).toBe('Rs. 100 singles / 200 doubles');
    expect(formatFees([{ amount: 550 }])).toBe('Rs. 550');
    // A fee of 0 is free.
    expect(formatFees([{ amount: 0 }])).toBe('Free');
    expect(
      formatFees([
        { amount: 0, label: 'for students' },
        { amount: 100, label: 'for others' },
        { amount: 150, label: 'on the day' },
      ]),
    ).toBe('Free for students / Rs. 100 for others / 150 on the day');
    expect(formatFees([])).toBe('Price not yet announced');
  });

  it('turns file names into alt text', () => {
    expect(altFromFileName('Final_over_at_the_ground.svg')).toBe('Final over at the ground');
    expect(altFromFileName('Relay__baton.v2.png')).toBe('Relay baton.v2');
  });

  it('orders by numeric prefix, 2 before 10', () => {
    expect(['10_a.svg', '2_b.svg', 'x.svg', '1_c.svg'].sort(byNumericPrefix)).toEqual([
      '1_c.svg',
      '2_b.svg',
      '10_a.svg',
      'x.svg',
    ]);
    expect(numericPrefix('nothing.svg')).toBe(Number.POSITIVE_INFINITY);
  });
});
