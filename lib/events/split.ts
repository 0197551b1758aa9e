// No imports: the events list's client component splits its cards with it too.

/** When an event leaves the "to come" part of a list (ms since the epoch); null: never (postponed). */
export type ListEnding = { endedFrom: number | null };

/** Whether the event has left the "to come" part of the lists at `now` (ms since the epoch). */
export const hasEnded = (event: ListEnding, now: number) =>
  event.endedFrom !== null && event.endedFrom <= now;

/**
 * Events not ended at `now` (in their order), then ended ones, most recent first: the one split
 * of the events list and the fest pages (lib/events/phase.ts splitByPhase gives it events with
 * their endedFrom). The home page takes only the first of those to come (earliestUpcoming).
 */
export function splitAt<T extends ListEnding>(events: readonly T[], now: number) {
  return {
    upcoming: events.filter((event) => !hasEnded(event, now)),
    past: events
      .filter((event) => hasEnded(event, now))
      .sort((a, b) => (b.endedFrom ?? 0) - (a.endedFrom ?? 0)),
  };
}

/**
 * "3 to come, 5 past", or "none to come, 8 past" once all are over (a 0 reads as a figure still
 * to fill): how the events list and the fest pages count the two parts.
 */
export function toComeAndPast(toCome: number, past: number): string {
  return `${toCome === 0 ? 'none' : toCome} to come, ${past} past`;
}
