import { buildNow } from '@/lib/clock/build';
import { reserveUntil } from '@/lib/clock/steps';
import type { Event } from '@/lib/events/content';
import { eventDays, phaseSteps, type EventPhase } from '@/lib/events/phase';
import { formatDate, formatTime } from '@/lib/utils';
import { TimeSwitch } from '@/components/common/time-switch';

// The parts of an event's card and page that change with time. Each renders every phase still
// ahead at build (texts formatted here, once) inside a TimeSwitch, whose clock shows the one that
// holds: the HTML is right as of the build, the page corrects itself after load.

export type PhaseSwitchProps = {
  event: Event;
  /** What to show in a phase (null: nothing). */
  render: (phase: EventPhase) => React.ReactNode;
  /** Keep room for the tallest of the coming days' phases (a line that wraps at 360 px). */
  reserve?: boolean;
  /** With reserve: the box kept for it while a phase of those days shows (TimeSwitch's box). */
  box?: string;
};

/** The event's phases from the build's now on, each rendered by `render`. */
export function PhaseSwitch({ event, render, reserve = false, box }: PhaseSwitchProps) {
  const now = buildNow();
  return (
    <TimeSwitch
      steps={phaseSteps(event, now).map((step) => ({ from: step.from, value: render(step.value) }))}
      reserveUntil={reserve ? reserveUntil(now) : undefined}
      box={box}
    />
  );
}

/** Which of the event's days starts at `startsAt` (counted from 1), and how many it has. */
function dayOf(event: Pick<Event, 'startsAt' | 'endsAt'>, startsAt: string) {
  const days = eventDays(event);
  const index = days.findIndex((day) => day.start === Date.parse(startsAt));
  return { number: index + 1, of: days.length };
}

/**
 * Between two of its days (nothing is played; the hall may be shut for the night): "Day 2 of 3
 * starts April 9, 2025 at 10:00 AM."
 */
export function nextDayText(event: Pick<Event, 'startsAt' | 'endsAt'>, startsAt: string): string {
  const { number, of } = dayOf(event, startsAt);
  return `Day ${number} of ${of} starts ${formatDate(startsAt)} at ${formatTime(startsAt)}.`;
}

/**
 * The short label of a running or ended event: "On now" during its hours, "Day 2 at 10:00 AM"
 * between two of its days, "Ended"; none before it starts.
 */
export function phaseLabel(
  phase: EventPhase,
  event: Pick<Event, 'startsAt' | 'endsAt'>,
): string | undefined {
  if (phase.phase === 'on-now' && phase.nextDayStartsAt) {
    const next = phase.nextDayStartsAt;
    return `Day ${dayOf(event, next).number} at ${formatTime(next)}`;
  }
  if (phase.phase === 'on-now') return 'On now';
  if (phase.phase === 'ended') return 'Ended';
  return undefined;
}

/**
 * The sentence an event page shows about time: on its first day before it starts, at what time
 * ("Starts today at 2:00 PM."); on now, or between two of its days when the next one starts; or
 * "This event has ended" with its dates (kept on one line: "April 8-" and "10, 2025" on two
 * reads as two dates); nothing on the days before.
 */
export function phaseSentence(
  phase: EventPhase,
  event: Pick<Event, 'date' | 'status' | 'startsAt' | 'endsAt'>,
): React.ReactNode {
  // A cancelled event's own notice says what became of it.
  if (event.status === 'cancelled') return undefined;
  if (phase.phase === 'ended') {
    return (
      <>
        This event has ended: <span className="whitespace-nowrap">{event.date}</span>.
      </>
    );
  }
  if (phase.startsToday) return `Starts today at ${formatTime(event.startsAt)}.`;
  if (phase.phase !== 'on-now') return undefined;
  return phase.nextDayStartsAt ? nextDayText(event, phase.nextDayStartsAt) : 'On now.';
}
