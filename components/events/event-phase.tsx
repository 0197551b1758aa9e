import { buildNow } from '@/lib/clock/build';
import type { Event } from '@/lib/events/content';
import { phaseSteps, type EventPhase } from '@/lib/events/phase';
import { formatDate, formatTime } from '@/lib/utils';
import { TimeSwitch } from '@/components/common/time-switch';

// The parts of an event's card and page that change with time. Each renders every phase still
// ahead at build (texts formatted here, once) inside a TimeSwitch, whose clock shows the one that
// holds: the HTML is right as of the build, the page corrects itself after load.

export type PhaseSwitchProps = {
  event: Event;
  /** What to show in a phase (null: nothing). */
  render: (phase: EventPhase) => React.ReactNode;
};

/** The event's phases from the build's now on, each rendered by `render`. */
export function PhaseSwitch({ event, render }: PhaseSwitchProps) {
  const steps = phaseSteps(event, buildNow());
  return (
    <TimeSwitch steps={steps.map((step) => ({ from: step.from, content: render(step.value) }))} />
  );
}

/** "Next day starts April 9, 2025 at 9:00 AM." */
export function nextDayText(startsAt: string): string {
  return `Next day starts ${formatDate(startsAt)} at ${formatTime(startsAt)}.`;
}

/** The short label of a running or ended event ("On now", "Ended"); none before it starts. */
export function phaseLabel(phase: EventPhase): string | undefined {
  if (phase.phase === 'on-now') return 'On now';
  if (phase.phase === 'ended') return 'Ended';
  return undefined;
}

/**
 * The sentence an event page shows about time: on now (and when the next day starts), or
 * "This event has ended" with its dates (kept on one line: "April 8-" and "10, 2025" on two
 * reads as two dates); nothing before it starts.
 */
export function phaseSentence(
  phase: EventPhase,
  event: Pick<Event, 'date' | 'status'>,
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
  if (phase.phase !== 'on-now') return undefined;
  return phase.nextDayStartsAt ? `On now. ${nextDayText(phase.nextDayStartsAt)}` : 'On now.';
}
