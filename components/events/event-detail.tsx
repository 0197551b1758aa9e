import type * as React from 'react';

import { buildNow } from '@/lib/clock/build';
import { galleryCategoryOf } from '@/lib/content/gallery';
import type { Site } from '@/lib/content/site';
import type { Event } from '@/lib/events/content';
import { drawHeadline } from '@/lib/events/draw/headline';
import { finalOf } from '@/lib/events/draw/view';
import { priceAt } from '@/lib/events/phase';
import { statusNotice } from '@/lib/events/status';
import { venueQuery } from '@/lib/map';
import { galleryCategoryPath, ROUTES } from '@/lib/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { DirectionsLink } from '@/components/common/directions-link';
import {
  ArrowLeft,
  Calendar,
  CalendarClock,
  Clock,
  Images,
  IndianRupee,
  UserRound,
  Users,
} from '@/components/icons/line-icons';
import { MapPin } from '@/components/icons/page-icons';

import { DrawHeadline } from './draw-headline';
import { EventImage } from './event-image';
import { phaseSentence, PhaseSwitch } from './event-phase';
import { EventShareCalendar } from './event-share-calendar';
import { EventStatusBadge } from './event-status-badge';
import { EventStatusNotice } from './event-status-notice';
import { EventRegisterButton } from './register-button';

export type EventDetailProps = {
  event: Event;
  site: Site;
  /** What comes straight after the first screen, before the details (the day's matches). */
  lead?: React.ReactNode;
};

export function EventDetail({ event, site, lead }: EventDetailProps) {
  const notice = statusNotice(event);
  const photos = galleryCategoryOf(event.category);
  const details = [
    { icon: <Calendar />, label: 'Date', value: event.date },
    { icon: <Clock />, label: 'Time', value: event.time },
    { icon: <MapPin />, label: 'Location', value: event.location },
    { icon: <Users />, label: 'Capacity', value: event.capacity },
    { icon: <UserRound />, label: 'Organizer', value: event.organizer },
    { icon: <IndianRupee />, label: 'Price', value: priceAt(event, buildNow()) },
    { icon: <CalendarClock />, label: 'Registration Deadline', value: event.registrationDeadline },
  ];
  return (
    <article>
      <div className="surface-dark bg-primary pt-24 pb-10 text-primary-foreground sm:pt-28">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:items-start">
          <EventImage
            eventId={event.id}
            src={event.image}
            sources={event.imageSources}
            alt={`${event.title} artwork`}
            priority
            sizes="(min-width: 1024px) 55vw, 100vw"
            className="rounded-xl"
          />
          <div className="flex flex-col items-start gap-4">
            <Link
              href={ROUTES.events}
              className="inline-flex min-h-11 items-center gap-2 text-primary-muted hover:text-primary-foreground"
            >
              <ArrowLeft aria-hidden="true" className="size-4" /> All events
            </Link>
            {event.featured || notice ? (
              <div className="flex flex-wrap gap-2">
                {event.featured ? <Badge>Featured Event</Badge> : null}
                {notice ? <EventStatusBadge notice={notice} /> : null}
              </div>
            ) : null}
            <h1 className="text-4xl font-extrabold sm:text-5xl">{event.title}</h1>
            {notice ? <EventStatusNotice notice={notice} className="text-base" /> : null}
            <p className="text-lg text-primary-muted">{event.description}</p>
            {/* "Champion: X" leads to the final (its score), "Next: …" to the draw. */}
            <DrawHeadline
              event={event}
              at={(view, moment) => {
                const line = drawHeadline(view, moment);
                const final = view?.champion ? finalOf(view) : undefined;
                return line
                  ? { line, href: final ? `#match-${final.id}` : '#draw-heading' }
                  : undefined;
              }}
              className="min-h-7"
              render={({ line, href }) => (
                <p className="text-lg font-bold">
                  <a href={href} className="underline underline-offset-4">
                    {line}
                  </a>
                </p>
              )}
            />
            {/* One line kept for it while it shows within the next days, and room for the
                longest of those days' (it wraps at 360 px), so its coming, going or growing
                shifts nothing. */}
            <PhaseSwitch
              event={event}
              reserve
              box="min-h-7"
              render={(phase) => {
                const sentence = phaseSentence(phase, event);
                return sentence ? (
                  <p data-event-phase={phase.phase} className="text-lg font-semibold">
                    {sentence}
                  </p>
                ) : null;
              }}
            />
            {/* Once it is over, its sport's photos in the gallery take the button's place. */}
            <EventRegisterButton
              event={event}
              size="lg"
              onDark
              reserve
              afterEnd={
                photos ? (
                  <Button asChild size="lg" variant="outline-light" data-wrap="lg">
                    <Link href={galleryCategoryPath(photos.folder)}>
                      <Images aria-hidden="true" />
                      {photos.name} photos
                    </Link>
                  </Button>
                ) : null
              }
            />
          </div>
        </div>
      </div>
      {lead}
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <h2 className="text-xl font-extrabold">Event Details</h2>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3">
                {details.map((item) => (
                  <div key={item.label} className="relative pl-8">
                    <dt className="text-sm text-muted-foreground">
                      <span
                        aria-hidden="true"
                        className="absolute top-1 left-0 text-accent-strong [&_svg]:size-5"
                      >
                        {item.icon}
                      </span>
                      {item.label}
                    </dt>
                    <dd className="font-semibold">{item.value}</dd>
                  </div>
                ))}
              </dl>
              <DirectionsLink
                destination={venueQuery(site, event.location)}
                className="self-start"
              />
              <div>
                <p className="text-sm text-muted-foreground">Teams and categories</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {event.teams.map((team) => (
                    <li key={team}>
                      <Badge variant="secondary">{team}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
            </CardContent>
          </Card>
          <EventShareCalendar event={event} site={site} />
        </div>
        <Card className="self-start">
          <CardHeader>
            <h2 className="text-xl font-extrabold">Description</h2>
          </CardHeader>
          <CardContent>
            <p data-testid="full-description" className="max-w-prose whitespace-pre-line">
              {event.fullDescription}
            </p>
            <Button asChild variant="outline" data-wrap className="mt-4 self-start">
              <Link href={ROUTES.contact}>Questions? Contact us</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </article>
  );
}
