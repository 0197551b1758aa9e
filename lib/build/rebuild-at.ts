import { buildNow } from '@/lib/clock/build';
import { DAY, kolkataMidnight } from '@/lib/clock/kolkata';
import { getAllEvents } from '@/lib/events/content';
import { getDraws, type Draw } from '@/lib/events/draw/load';
import { matchStarts } from '@/lib/events/draw/view';
import { phaseBoundaries, type PhaseFacts } from '@/lib/events/phase';

import { buildId } from './build-id';

// When the HTML of a build stops being what a fresh build would write, with no content change:
// the moments the pages' own clock switches at (components/common/time-switch.tsx). The pages
// correct themselves in a browser with JavaScript; a rebuild at that moment keeps right what
// reads the HTML alone: link previews, search engines, visitors without JavaScript, and the
// order of /events/ (an event that ended since the build would move at load). The build
// publishes the moment in /build.json (app/build.json/route.ts); the workflow's half-hourly
// run reads it from the live site and rebuilds only once it has passed (docs/dates.md).

/**
 * Every moment at which some page reads differently by the clock alone: each event's phase
 * changes (registration closing, starting, each day's start and end, ending) and each knockout
 * match's start ("Next:" and "Today's matches" move on). Kolkata midnights are added by
 * rebuildAt.
 */
export function clockBoundaries(
  events: readonly PhaseFacts[],
  draws: readonly Pick<Draw, 'rounds'>[],
): number[] {
  return [...events.flatMap(phaseBoundaries), ...draws.flatMap(matchStarts)];
}

/**
 * The first moment after `now` at which the pages built at `now` read differently: the next
 * clock boundary, and at the latest the next Kolkata midnight (the dates the pages say, "Today's
 * matches", the footer's year).
 */
export function rebuildAt(
  now: Date,
  events: readonly PhaseFacts[] = getAllEvents(),
  draws: readonly Pick<Draw, 'rounds'>[] = getDraws(),
): Date {
  const time = now.getTime();
  const midnight = kolkataMidnight(time) + DAY;
  const next = clockBoundaries(events, draws).reduce(
    (earliest, boundary) => (boundary > time && boundary < earliest ? boundary : earliest),
    midnight,
  );
  return new Date(next);
}

/**
 * What /build.json says: the build it belongs to (the git commit), the moment it was rendered at
 * (the workflow counts a commit's failed runs from there) and when it is out of date.
 */
export type BuildClock = { build: string; builtAt: string; rebuildAt: string };

/** /build.json of a build made now. */
export function buildClock(now: Date = buildNow()): BuildClock {
  return { build: buildId(), builtAt: now.toISOString(), rebuildAt: rebuildAt(now).toISOString() };
}
