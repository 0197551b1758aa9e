import { buildNow } from '@/lib/clock/build';
import { reserveUntil, type Step } from '@/lib/clock/steps';
import type { Event } from '@/lib/events/content';
import type { EventPhase } from '@/lib/events/phase';
import { Section } from '@/components/common/section';
import { TimeSwitch } from '@/components/common/time-switch';
import { EventCard } from '@/components/events/event-card';
import { ViewAllEvents } from '@/components/events/view-all-events';

export type FestEventsProps = {
  festName: string;
  /** Its events to come and on now, then the past ones, most recent first (splitByPhase). */
  upcoming: Event[];
  past: Event[];
  /** What the section says, from the build on (festEventsLine): it follows the page's clock. */
  lines: Step<string>[];
  /** Its background, when it follows another white section (sections alternate). */
  className?: string;
};

/** What the section says while one of the fest's events at least takes registrations. */
export const FEST_EVENTS_AHEAD =
  "Check the dates and fees, open the details for the rules, and register through each event's form.";
/** Before any has started, while none takes registrations (forms not out yet, on the spot). */
export const FEST_EVENTS_SOON =
  'Check the dates and fees, and open the details for the rules and how to take part.';
/**
 * Once one has started, while some are still to come or on now and none takes registrations
 * any more.
 */
export const FEST_EVENTS_UNDER_WAY =
  'Check the dates and venues, and open an event for its rules, its draw and its results.';
/** What it says once every one of them is over, until the next ones are added. */
export const FEST_EVENTS_OVER =
  'These events are over: open one for its details and any results. The next events will be announced here.';

/**
 * The section's line for its events in these phases: an invitation to register only while one
 * of them takes registrations.
 */
export function festEventsLine(phases: readonly EventPhase[]): string {
  if (phases.some((phase) => phase.registration.open)) return FEST_EVENTS_AHEAD;
  if (phases.every((phase) => phase.phase === 'ended')) return FEST_EVENTS_OVER;
  const started = phases.some((phase) => phase.phase === 'on-now' || phase.phase === 'ended');
  return started ? FEST_EVENTS_UNDER_WAY : FEST_EVENTS_SOON;
}

/** The events a fest holds, as event cards (each in its phase) linking to their detail pages. */
export function FestEvents({ festName, upcoming, past, lines, className }: FestEventsProps) {
  return (
    <Section
      id="fest-events"
      className={className}
      eyebrow="Compete"
      title={`Events at ${festName}`}
      description={<TimeSwitch steps={lines} reserveUntil={reserveUntil(buildNow())} />}
      action={<ViewAllEvents />}
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[...upcoming, ...past].map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
