// What a page shows as its clock moves on, worked out at build. No imports: plain rules.

/** From `from` (a time in ms; 0 for the first step) on, the page shows `value`. */
export type Step<T> = { from: number; value: T };

/**
 * What `at` gives from `now` on, as steps: the first is what holds at `now` (from 0), then one
 * step at each boundary after `now` where the value's key changes. The pages render every step
 * at build and their clock picks the one that holds (components/common/time-switch.tsx).
 */
export function stepsFrom<T>(
  boundaries: readonly number[],
  now: Date,
  at: (moment: Date) => T,
  key: (value: T) => string = (value) => JSON.stringify(value),
): Step<T>[] {
  const steps: Step<T>[] = [{ from: 0, value: at(now) }];
  for (const time of [...boundaries].sort((a, b) => a - b)) {
    if (time <= now.getTime()) continue;
    const value = at(new Date(time));
    if (key(value) !== key(steps[steps.length - 1]!.value)) steps.push({ from: time, value });
  }
  return steps;
}

/**
 * How far ahead of the build a page keeps room for what its clock will show: the rebuilds by
 * the clock (docs/dates.md) write a fresh page before then, with a day's margin for one that
 * fails.
 */
export const RESERVED_AHEAD_MS = 2 * 24 * 60 * 60 * 1000;

/** Until when a page built at `now` keeps room for its coming steps (TimeSwitch's reserveUntil). */
export function reserveUntil(now: Date): number {
  return now.getTime() + RESERVED_AHEAD_MS;
}
