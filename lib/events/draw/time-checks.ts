import { fieldPath } from '@/lib/content/field-path';
import { eventDays } from '@/lib/events/phase';
import { formatTime } from '@/lib/utils';

import {
  readable,
  type DrawMatch,
  type DrawPlan,
  type EventSpan,
  type FieldProblem,
} from './checks';

// The build's check of a draw's times against its event's dates and hours, beside checks.ts's
// (and, like them, run by the build, the results editor and the content manager; no zod).

/**
 * Every match of the draw (`rounds`, with their slots) starts within its event's dates (`span`,
 * from content/events/<eventId>.json) and, over several days, within its hours of the day: a
 * result shows once its match has started, so a round dated a week late (or last year), or one
 * with too few courts for its matches, would hide it, and the champion with it.
 */
export function timeProblems(
  eventId: string,
  data: DrawPlan,
  span: EventSpan,
  rounds: readonly DrawMatch[][],
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const [from, to] = [Date.parse(span.startsAt), Date.parse(span.endsAt)];
  const event = `(${readable(span.startsAt)} to ${readable(span.endsAt)}, content/events/${eventId}.json)`;
  // Over several days the event runs its hours each day (lib/events/phase.ts): a match in the
  // night between would be "Next:" while the event page says the day is over.
  const days = eventDays(span);
  const played = (at: number) => days.some((day) => at >= day.start && at < day.end);
  const hours =
    `(${formatTime(span.startsAt)} to ${formatTime(span.endsAt)} each day, ` +
    `content/events/${eventId}.json)`;
  const within = (field: string, startsAt: string) => {
    const at = Date.parse(startsAt);
    if (played(at)) return true;
    problems.push({
      field,
      message:
        at >= from && at < to
          ? `starts ${readable(startsAt)}, outside the event's hours ${hours}: move it into a ` +
            "day's hours or change the event"
          : `starts ${readable(startsAt)}, outside the event ${event}: a result shows only once ` +
            'its match has started, so move it into the event or change the event',
    });
    return false;
  };
  const byHand = new Set(data.fixedSlots.map((slot) => slot.match));
  data.rounds.forEach((round, index) => {
    if (!within(fieldPath(['rounds', index, 'startsAt']), round.startsAt)) return;
    // A round that starts in time can still run past the end: too few courts, or long matches.
    const times = (rounds[index] ?? [])
      .filter((match) => match.startsAt && !byHand.has(match.id))
      .map((match) => match.startsAt!)
      .sort((a, b) => Date.parse(a) - Date.parse(b));
    const last = times.at(-1);
    const field = fieldPath(['rounds', index]);
    if (last && Date.parse(last) >= to) {
      problems.push({
        field,
        message:
          `round ${index + 1}'s last matches start ${readable(last)}, after the event ${event}: ` +
          'a result shows only once its match has started, so give the round more courts ' +
          '(boards, tables), shorter matches or an earlier start, or change the event',
      });
      return;
    }
    // Or past a day's close, into the night.
    const late = times.find((startsAt) => !played(Date.parse(startsAt)));
    if (late) {
      problems.push({
        field,
        message:
          `round ${index + 1}'s matches from ${readable(late)} start after that day's play ` +
          `${hours}: give the round more courts (boards, tables), shorter matches or an ` +
          'earlier start, or place its late matches on the next day by hand (fixedSlots)',
      });
    }
  });
  data.fixedSlots.forEach((slot, index) =>
    within(fieldPath(['fixedSlots', index, 'startsAt']), slot.startsAt),
  );
  return problems;
}
