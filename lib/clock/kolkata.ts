// Kolkata time, written once: India has kept +05:30 all year since 1945, so an offset is all the
// site needs to turn a moment into the day and hour people there read. No imports: the page's
// clock, which every page loads, uses it too. Formatting for people is lib/utils.ts's job.

/** Kolkata's offset from UTC, as ISO date-times write it. */
export const KOLKATA_OFFSET = '+05:30';

/** Kolkata's offset from UTC, in ms. */
export const KOLKATA_OFFSET_MS = 330 * 60_000;

/** A moment (ms since the epoch) as a Kolkata ISO date-time: "2025-04-08T09:00:00+05:30". */
export function kolkataIso(time: number): string {
  return `${new Date(time + KOLKATA_OFFSET_MS).toISOString().slice(0, 19)}${KOLKATA_OFFSET}`;
}

/** A day in ms (Kolkata has no daylight saving time, so every day is this long). */
export const DAY = 24 * 60 * 60 * 1000;

/** The Kolkata midnight that starts the day of `time` (ms since the epoch). */
export function kolkataMidnight(time: number): number {
  return Math.floor((time + KOLKATA_OFFSET_MS) / DAY) * DAY - KOLKATA_OFFSET_MS;
}

/** When a Kolkata calendar day ("2025-04-06") begins, in ms since the epoch. */
export function kolkataDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00${KOLKATA_OFFSET}`);
}

/** The Kolkata midnight that starts January 1 of `year`, in ms since the epoch. */
export function kolkataNewYear(year: number): number {
  return Date.UTC(year, 0, 1) - KOLKATA_OFFSET_MS;
}
