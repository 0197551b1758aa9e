import type { Step } from '@/lib/clock/steps';
import type { Event } from '@/lib/events/content';
import { ROUTES } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/common/section';
import { TimeSwitch } from '@/components/common/time-switch';
import { EventCard } from '@/components/events/event-card';
import { ArrowRight } from '@/components/icons/line-icons';

import type { FestCounts } from './fest-intro';

export type FestEventsProps = {
  festName: string;
  /** Its events to come and on now, then the past ones, most recent first (splitByPhase). */
  upcoming: Event[];
  past: Event[];
  /** How many are to come and past from the build on: the description follows the page's clock. */
  counts: Step<FestCounts>[];
};

/** What the section says while some of the fest's events are still to come or on now. */
export const FEST_EVENTS_AHEAD =
  "Check the dates and fees, open the details for the rules, and register through each event's form.";
/** What it says once every one of them is over, until the next ones are added. */
export const FEST_EVENTS_OVER =
  'These events are over: open one for its details and any results. The next events will be announced here.';

/** The events a fest holds, as event cards (each in its phase) linking to their detail pages. */
export function FestEvents({ festName, upcoming, past, counts }: FestEventsProps) {
  return (
    <Section
      id="fest-events"
      eyebrow="Compete"
      title={`Events at ${festName}`}
      description={
        <TimeSwitch
          steps={counts.map(({ from, value }) => ({
            from,
            content: value.upcoming > 0 ? FEST_EVENTS_AHEAD : FEST_EVENTS_OVER,
          }))}
        />
      }
      action={
        <Button asChild variant="link">
          <Link href={ROUTES.events}>
            View All Events <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
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
