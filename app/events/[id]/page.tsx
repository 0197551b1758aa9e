import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { getSite } from '@/lib/content/site';
import { getAllEvents, getEventById } from '@/lib/events/content';
import { getDrawView } from '@/lib/events/draw/headline';
import { getDraw } from '@/lib/events/draw/load';
import { getTodaysMatches } from '@/lib/events/draw/today';
import { eventPath } from '@/lib/events/paths';
import {
  eventBreadcrumbJsonLd,
  eventSummary,
  sportsEventJsonLd,
} from '@/lib/events/structured-data';
import { pageMetadata } from '@/lib/seo/metadata';
import { DrawSection } from '@/components/events/draw-section';
import { EventDetail } from '@/components/events/event-detail';
import { TodaysMatches } from '@/components/events/todays-matches';
import { eventShareImage } from '@/components/og/event-share-image';
import { JsonLd } from '@/components/seo/json-ld';

type EventPageProps = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams(): { id: string }[] {
  return getAllEvents().map((event) => ({ id: event.id }));
}

export async function generateMetadata({ params }: EventPageProps): Promise<Metadata> {
  const event = getEventById((await params).id);
  if (!event) return {};
  return pageMetadata({
    title: event.title,
    description: eventSummary(event, { champion: getDrawView(event)?.champion?.name }),
    path: eventPath(event.id),
    image: await eventShareImage(event),
  });
}

export default async function EventPage({ params }: EventPageProps) {
  const event = getEventById((await params).id);
  if (!event) notFound();
  const site = getSite();
  const draw = getDraw(event.id);
  const view = getDrawView(event);
  const shareImage = await eventShareImage(event);
  // On a day it has matches (from the midnight rebuild on), they come first: when, on which
  // court, who, and the results as they come in. The details (the venue, the way there) follow,
  // then the whole draw, which would push them screens down on a phone.
  const todays = getTodaysMatches([event]);
  return (
    <>
      <JsonLd data={sportsEventJsonLd(event, site, shareImage.url)} />
      <JsonLd data={eventBreadcrumbJsonLd(event)} />
      <EventDetail
        event={event}
        site={site}
        lead={todays.length > 0 ? <TodaysMatches matches={todays} ofOneEvent /> : undefined}
      />
      {draw && view ? (
        <DrawSection event={event} view={view} entrants={draw.entrants} under18={draw.under18} />
      ) : null}
    </>
  );
}
