import { buildNow } from '@/lib/events/clock';
import type { Event } from '@/lib/events/content';
import { eventPhase, type PhaseFacts } from '@/lib/events/phase';
import { formatDate, formatTime } from '@/lib/utils';

import { getDraw } from './load';
import { drawAsOf, kolkataDay, type DrawView } from './view';

/**
 * An event's draw as of the build's clock; undefined when it is not a knockout. Whether the
 * event has ended is its phase's call (a postponed event has not).
 */
export function getDrawView(
  event: PhaseFacts & Pick<Event, 'id'>,
  now: Date = buildNow(),
): DrawView | undefined {
  const draw = getDraw(event.id);
  if (!draw) return undefined;
  return drawAsOf(draw, now, event.startsAt, eventPhase(event, now).phase === 'ended');
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
    kolkataDay(next.startsAt) === kolkataDay(now)
      ? ''
      : `${formatDate(next.startsAt).replace(/, \d{4}$/, '')}, `;
  return `Next: ${next.roundName}, ${day}${formatTime(next.startsAt)}`;
}
