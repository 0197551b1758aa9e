/**
 * The least time between first touching the contact form and sending it: no person reads the
 * form, writes a message and presses Send faster; form-filling robots do.
 */
export const MIN_FILL_MS = 3_000;

/**
 * How much longer the visitor must wait before a send can pass: 0 when enough time has gone by
 * since the form was first touched (`firstTouchedAt`, on the same clock as `now`, e.g.
 * performance.now()); the full minimum when it was never touched.
 */
export function fillTimeLeft(firstTouchedAt: number | null, now: number): number {
  if (firstTouchedAt === null) return MIN_FILL_MS;
  return Math.max(0, MIN_FILL_MS - (now - firstTouchedAt));
}
