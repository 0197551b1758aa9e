/** @jest-environment node */
import { fillTimeLeft, MIN_FILL_MS } from '@/lib/contact/pace';

describe('fillTimeLeft', () => {
  it('asks for 3 seconds between first touching the form and sending it', () => {
    expect(MIN_FILL_MS).toBe(3_000);
    expect(fillTimeLeft(1_000, 1_400)).toBe(2_600);
    expect(fillTimeLeft(1_000, 3_999)).toBe(1);
    expect(fillTimeLeft(1_000, 4_000)).toBe(0);
    expect(fillTimeLeft(0, 60_000)).toBe(0);
  });

  it('asks for the whole time when the form was never touched', () => {
    expect(fillTimeLeft(null, 10_000)).toBe(MIN_FILL_MS);
  });
});
