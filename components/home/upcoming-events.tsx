import { stepsFrom } from '@/lib/clock/steps';
import type { Event } from '@/lib/events/content';
import { eventPath } from '@/lib/events/paths';
import { earliestUpcoming, endedFrom } from '@/lib/events/phase';
import { ROUTES } from '@/lib/routes';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/common/section';
import { TimeSwitch } from '@/components/common/time-switch';
import { EventCard } from '@/components/events/event-card';
import { ViewAllEvents } from '@/components/events/view-all-events';

export type UpcomingEventsProps = {
  /** Every event, earliest first. */
  events: Event[];
  /** How many to show: the earliest that have not ended. */
  count: number;
  /** The build's now. */
  now: Date;
  /** Finished knockouts' champions, most recent first: shown once no events remain. */
  latestResults?: { event: Pick<Event, 'id' | 'title' | 'date'>; champion: string }[];
};

/**
 * The `count` earliest events that have not ended. Every event that will be among them before
 * they all end is rendered, each shown only while it is (TimeSwitch), so the page's clock
 * corrects the list; when none remain, a sentence says the next events will be announced here.
 */
export function UpcomingEvents({ events, count, now, latestResults = [] }: UpcomingEventsProps) {
  const shownAt = (moment: Date) =>
    earliestUpcoming(events, count, moment).map((event) => event.id);
  const ends = events.map(endedFrom).filter((time): time is number => time !== null);
  const candidates = events
    .map((event) => ({ event, steps: stepsFrom(ends, now, (m) => shownAt(m).includes(event.id)) }))
    .filter(({ steps }) => steps.some((step) => step.value));
  const noneLeft = stepsFrom(ends, now, (moment) => shownAt(moment).length === 0);
  return (
    <Section
      id="upcoming-events"
      eyebrow={
        // Nothing to mark once every event is over: the section says what comes instead.
        <TimeSwitch
          steps={noneLeft.map((step) => ({
            from: step.from,
            value: step.value ? 'Coming next' : 'Mark your calendar',
          }))}
        />
      }
      title="Upcoming Events"
      className="bg-muted"
      action={<ViewAllEvents />}
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {candidates.map(({ event, steps }) => (
          <TimeSwitch
            key={event.id}
            steps={steps.map((step) => ({
              from: step.from,
              value: step.value ? (
                <li>
                  <EventCard event={event} variant="teaser" />
                </li>
              ) : null,
            }))}
          />
        ))}
      </ul>
      <TimeSwitch
        steps={noneLeft.map((step) => ({
          from: step.from,
          value: step.value ? (
            <div className="space-y-8">
              <p data-testid="no-upcoming-events" className="max-w-prose text-lg">
                The next events will be announced here. Until then, see our{' '}
                <Link href={`${ROUTES.events}#past-events`} className="font-semibold underline">
                  past events
                </Link>
                .
              </p>
              {latestResults.length > 0 ? (
                <section aria-labelledby="latest-results-heading">
                  <h3 id="latest-results-heading" className="text-2xl font-extrabold">
                    Latest results
                  </h3>
                  <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                    {latestResults.map(({ event, champion }) => (
                      <li key={event.id} className="rounded-lg border bg-card p-4">
                        <Link
                          href={`${eventPath(event.id)}#draw-heading`}
                          className="font-semibold underline underline-offset-4"
                        >
                          {event.title}
                        </Link>
                        {/* When: read months later, "latest" needs its date. */}
                        <p className="text-sm text-muted-foreground">{event.date}</p>
                        <p className="mt-1">Champion: {champion}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          ) : null,
        }))}
      />
    </Section>
  );
}
