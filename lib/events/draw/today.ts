import { buildNow } from '@/lib/clock/build';
import type { Event } from '@/lib/events/content';
import type { PhaseFacts } from '@/lib/events/phase';

import { drawHalted, getDrawView } from './headline';
import { kolkataDay, matchesOn, type ViewMatch } from './view';

/** One match of the day, with the event it belongs to. */
export type TodaysMatch = { eventId: string; eventTitle: string; match: ViewMatch };

/**
 * Every match of `events` played on the clock's Kolkata day, in time order (then by event and
 * court), with the results that show by then; none of a cancelled or postponed event's. Empty on
 * a day without matches.
 */
export function getTodaysMatches(
  events: readonly (PhaseFacts & Pick<Event, 'id' | 'title'>)[],
  now: Date = buildNow(),
): TodaysMatch[] {
  const day = kolkataDay(now);
  return (
    events
      // A cancelled or postponed event's matches are not played today, whatever the draw says.
      .filter((event) => !drawHalted(event))
      .flatMap((event) => {
        const view = getDrawView(event, now);
        if (!view) return [];
        return matchesOn(view, day).map((match) => ({
          eventId: event.id,
          eventTitle: event.title,
          match,
        }));
      })
      .sort(
        (a, b) =>
          Date.parse(a.match.startsAt!) - Date.parse(b.match.startsAt!) ||
          a.eventTitle.localeCompare(b.eventTitle),
      )
  );
}
