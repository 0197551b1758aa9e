import { buildNow } from '@/lib/clock/build';
import { reserveUntil } from '@/lib/clock/steps';
import type { Event } from '@/lib/events/content';
import { drawSteps } from '@/lib/events/draw/headline';
import type { DrawView } from '@/lib/events/draw/view';
import type { PhaseFacts } from '@/lib/events/phase';
import { TimeSwitch } from '@/components/common/time-switch';

export type DrawHeadlineProps<T> = {
  event: PhaseFacts & Pick<Event, 'id'>;
  /** What the draw says at a moment (undefined: nothing). */
  at: (view: DrawView | undefined, moment: Date) => T | undefined;
  render: (value: T) => React.ReactNode;
  /**
   * The box kept for the line (a min-height), so its coming or going shifts nothing, when it
   * shows within the next two days (TimeSwitch's box); room for the longest of those days' lines
   * (one may wrap where another does not) is kept by TimeSwitch's reserveUntil.
   */
  className?: string;
};

/**
 * A line about an event's draw as it reads at the page's time ("Next: Semi-finals, 2:00 PM"):
 * every change still ahead at build is rendered and the page's clock shows the one that holds,
 * so a page read hours or a day after its build (an open tab, the offline copy) does not say
 * what was next then. Nothing at all when the line is empty throughout.
 */
export function DrawHeadline<T>({ event, at, render, className }: DrawHeadlineProps<T>) {
  const now = buildNow();
  const steps = drawSteps(event, now, at);
  if (steps.every((step) => step.value === undefined)) return null;
  return (
    <TimeSwitch
      steps={steps.map((step) => ({
        from: step.from,
        value: step.value === undefined ? null : render(step.value),
      }))}
      reserveUntil={reserveUntil(now)}
      box={className ?? ''}
    />
  );
}
