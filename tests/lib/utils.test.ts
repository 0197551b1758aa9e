/** @jest-environment node */
import {
  altFromFileName,
  byNumericPrefix,
  formatDate,
  formatUsd,
  numericPrefix,
} from '@/lib/utils';

describe('utils', () => {
  it('formats dollars without cents', () => {
    expect(formatUsd(10000)).toBe('$10,000');
    expect(formatUsd(25000)).toBe('$25,000');
  });

  it('formats dates in Kolkata time', () => {
    // 20:00 UTC on the 7th is already the 8th in Kolkata.
    expect(formatDate('2025-04-07T20:00:00Z')).toBe('8 April 2025');
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
