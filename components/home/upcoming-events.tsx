import { ArrowRight } from 'lucide-react';

import type { Event } from '@/lib/events/content';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/common/section';
import { EventCard } from '@/components/events/event-card';

export type UpcomingEventsProps = { events: Event[] };

export function UpcomingEvents({ events }: UpcomingEventsProps) {
  return (
    <Section
      id="upcoming-events"
      eyebrow="Mark your calendar"
      title="Upcoming Events"
      className="bg-muted"
      action={
        <Button asChild variant="link">
          <Link href="/events/">
            View All Events <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} variant="teaser" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
