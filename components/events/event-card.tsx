import { buildNow } from '@/lib/clock/build';
import type { Event } from '@/lib/events/content';
import { drawHeadline } from '@/lib/events/draw/headline';
import { eventPath } from '@/lib/events/paths';
import { priceAt, type EventPhase } from '@/lib/events/phase';
import { statusNotice } from '@/lib/events/status';
import { cn } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { Calendar, Clock, IndianRupee, Tag, Users } from '@/components/icons/line-icons';
import { MapPin } from '@/components/icons/page-icons';

import { DrawHeadline } from './draw-headline';
import { EventImage } from './event-image';
import { nextDayText, phaseLabel, PhaseSwitch } from './event-phase';
import { EventStatusBadge } from './event-status-badge';
import { EventStatusNotice } from './event-status-notice';
import { EventRegisterButton } from './register-button';

export type EventCardProps = {
  event: Event;
  /** "teaser" is the compact home-page card; "full" lists every field. */
  variant?: 'teaser' | 'full';
  headingLevel?: 'h2' | 'h3';
  /** The page's likely largest picture: its artwork comes inside the HTML. */
  priority?: boolean;
  /** On the first screen on some layout: its picture loads with the page. */
  eager?: boolean;
};

export function EventCard({
  event,
  variant = 'full',
  headingLevel = 'h3',
  priority = false,
  eager = false,
}: EventCardProps) {
  const Heading = headingLevel;
  const teaser = variant === 'teaser';
  // A cancelled, postponed or rescheduled event says so plainly: a badge and one sentence.
  const notice = statusNotice(event);
  return (
    <Card data-testid="event-card" data-event-id={event.id} className="relative h-full">
      {/* The picture's room, first, so the words below never move when it arrives. */}
      <div aria-hidden="true" className="aspect-video" />
      <CardContent>
        {teaser ? null : (
          <Badge variant="secondary">
            <Tag aria-hidden="true" />
            <span className="sr-only">Category: </span>
            {event.category}
          </Badge>
        )}
        <Heading className="text-xl font-extrabold">{event.title}</Heading>
        {/* A knockout says where it stands: its champion, or what is next while it runs. */}
        <DrawHeadline
          event={event}
          at={drawHeadline}
          className="min-h-6"
          render={(line) => (
            <p data-testid="draw-line" className="font-bold text-accent-strong">
              {line}
            </p>
          )}
        />
        {teaser ? (
          <>
            <p className="line-clamp-2 text-muted-foreground">{event.description}</p>
            {notice ? (
              <EventStatusNotice notice={notice} />
            ) : (
              <PhaseSwitch
                event={event}
                reserve
                render={(phase) => (
                  <p data-event-phase={phase.phase} className="font-semibold text-accent-strong">
                    {teaserLine(phase, event)}
                  </p>
                )}
              />
            )}
          </>
        ) : (
          <>
            {notice ? <EventStatusNotice notice={notice} /> : null}
            <dl className="grid gap-1.5 text-sm">
              <Fact icon={<Calendar />} label="Date" value={event.date} />
              <Fact icon={<Clock />} label="Time" value={event.time} />
              <Fact icon={<MapPin />} label="Location" value={event.location} />
              <Fact icon={<Users />} label="Capacity" value={event.capacity} />
              <Fact icon={<IndianRupee />} label="Price" value={priceAt(event, buildNow())} />
            </dl>
            <p className="text-muted-foreground">{event.description}</p>
          </>
        )}
      </CardContent>
      {/* After the words in the page, shown in the space kept for it at the top: a screen reader
          reaches the title first, and what the badges say (Featured, On now, Cancelled) before
          the card's buttons rather than before its title, where a jump to the heading would
          skip them. */}
      <div className="absolute inset-x-0 top-0">
        <EventImage
          eventId={event.id}
          src={event.image}
          sources={event.imageSources}
          alt={`${event.title} artwork`}
          priority={priority}
          eager={eager}
        />
        {event.featured ? <Badge className="absolute top-3 left-3 shadow">Featured</Badge> : null}
        {notice ? (
          <EventStatusBadge notice={notice} className="absolute top-3 right-3 shadow" />
        ) : null}
        {/* Over the picture, so its coming or going shifts nothing. */}
        <PhaseSwitch
          event={event}
          render={(phase) => {
            const label = phaseLabel(phase, event);
            const between = phase.phase === 'on-now' && phase.nextDayStartsAt !== undefined;
            return label && notice?.status !== 'cancelled' ? (
              <Badge
                variant={phase.phase === 'on-now' && !between ? 'default' : 'primary'}
                data-event-phase-badge={between ? 'between-days' : phase.phase}
                // A teaser's own line says the same in words ("On now", "Day 2 of 3 starts …"):
                // read once.
                aria-hidden={teaser && !notice ? true : undefined}
                className="absolute bottom-3 left-3 shadow"
              >
                {label}
              </Badge>
            ) : null;
          }}
        />
      </div>
      <CardFooter className="flex-wrap">
        <EventRegisterButton
          event={event}
          openLabel={teaser ? 'Register' : 'Register Now'}
          closedLabel={teaser ? 'Closed' : 'Registration Closed'}
          className="flex-1"
        />
        {/* Named in one string: a hidden span's text gets a space before it in Chrome's name. */}
        <Link
          href={eventPath(event.id)}
          aria-label={`Details: ${event.title}`}
          className={cn(buttonVariants({ variant: 'outline' }), 'flex-1')}
        >
          Details
        </Link>
      </CardFooter>
    </Card>
  );
}

/** The teaser's line about time: the spec's "Coming Soon!" until the event starts. */
function teaserLine(phase: EventPhase, event: Event): string {
  if (phase.phase === 'ended') return 'This event has ended.';
  if (phase.phase === 'on-now') {
    return phase.nextDayStartsAt ? nextDayText(event, phase.nextDayStartsAt) : 'On now';
  }
  return 'Coming Soon!';
}

type FactProps = { icon: React.ReactNode; label: string; value: string };

function Fact({ icon, label, value }: FactProps) {
  return (
    <div className="flex items-start gap-2">
      <dt className="flex items-center gap-2 text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
