import { buildNow } from '@/lib/clock/build';
import { DAY, kolkataMidnight } from '@/lib/clock/kolkata';
import { stepsFrom, type Step } from '@/lib/clock/steps';
import type { Event } from '@/lib/events/content';
import { eventPhase, phaseBoundaries, type PhaseFacts } from '@/lib/events/phase';
import { formatDayMonth, formatTime } from '@/lib/utils';

import { getDraw } from './load';
import { drawAsOf, kolkataDay, matchStarts, type DrawView } from './view';

/** A cancelled or postponed event plays none of its draw's matches at their times. */
export const drawHalted = (event: Pick<Event, 'status'>) =>
  event.status === 'cancelled' || event.status === 'postponed';

/**
 * An event's draw as of the build's clock; undefined when it is not a knockout. It is over once
 * the event has ended (its phase's call) or is called off: a cancelled or postponed event keeps
 * its draw and the results so far, and says nothing of a "next" match.
 */
export function getDrawView(
  event: PhaseFacts & Pick<Event, 'id'>,
  now: Date = buildNow(),
): DrawView | undefined {
  const draw = getDraw(event.id);
  if (!draw) return undefined;
  const over = drawHalted(event) || eventPhase(event, now).phase === 'ended';
  return drawAsOf(draw, now, event.startsAt, over);
}

/** A finished knockout and its champion's name. */
export type LatestResult<T> = { event: T; champion: string };

/**
 * Each finished knockout's champion as of `now`, the most recent first: what the home page shows
 * once no events remain ("Latest results"), until new ones are announced.
 */
export function getLatestResults<T extends PhaseFacts & Pick<Event, 'id'>>(
  events: readonly T[],
  now: Date = buildNow(),
): LatestResult<T>[] {
  return events
    .flatMap((event) => {
      const champion = getDrawView(event, now)?.champion;
      return champion ? [{ event, champion: champion.name }] : [];
    })
    .sort((a, b) => Date.parse(b.event.endsAt) - Date.parse(a.event.endsAt));
}

/**
 * The one line a card, the event page and the share image say about a draw: "Champion: Example
 * Tigers" once the final has its result, "Next: Semi-finals, 2:00 PM" while the event runs (with
 * the date when that is not today), nothing before it starts.
 */
export function drawHeadline(
  view: DrawView | undefined,
  now: Date = buildNow(),
): string | undefined {
  if (!view) return undefined;
  if (view.champion) return `Champion: ${view.champion.name}`;
  const next = view.next;
  if (view.phase !== 'running' || !next) return undefined;
  if (!next.startsAt) return `Next: ${next.roundName}`;
  const day =
    kolkataDay(next.startsAt) === kolkataDay(now) ? '' : `${formatDayMonth(next.startsAt)}, `;
  return `Next: ${next.roundName}, ${day}${formatTime(next.startsAt)}`;
}

/**
 * What `at` makes of the event's draw from `now` on, as steps for a TimeSwitch: one at each
 * moment the draw can read differently without a new result (a match's start, each Kolkata
 * midnight while the event runs, the event's end). A page built one morning and read that
 * evening, or the next day from the offline copy, so says what is next then, not what was.
 * A single step when the event has no draw.
 */
export function drawSteps<T>(
  event: PhaseFacts & Pick<Event, 'id'>,
  now: Date,
  at: (view: DrawView | undefined, moment: Date) => T,
): Step<T>[] {
  const draw = getDraw(event.id);
  if (!draw) return [{ from: 0, value: at(undefined, now) }];
  const starts = matchStarts(draw);
  const midnights: number[] = [];
  const last = Math.max(Date.parse(event.endsAt), ...starts);
  for (let day = kolkataMidnight(now.getTime()) + DAY; day <= last; day += DAY) {
    midnights.push(day);
  }
  return stepsFrom([...starts, ...midnights, ...phaseBoundaries(event)], now, (moment) =>
    at(getDrawView(event, moment), moment),
  );
}
