import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { getSite } from '@/lib/content/site';
import { getAllEvents, getEventById } from '@/lib/events/content';
import { eventPath } from '@/lib/events/paths';
import {
  eventBreadcrumbJsonLd,
  eventSummary,
  sportsEventJsonLd,
} from '@/lib/events/structured-data';
import { pageMetadata } from '@/lib/seo/metadata';
import { EventDetail } from '@/components/events/event-detail';
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
    description: eventSummary(event),
    path: eventPath(event.id),
    ownImage: true,
  });
}

export default async function EventPage({ params }: EventPageProps) {
  const event = getEventById((await params).id);
  if (!event) notFound();
  const site = getSite();
  return (
    <>
      <JsonLd data={sportsEventJsonLd(event, site)} />
      <JsonLd data={eventBreadcrumbJsonLd(event)} />
      <EventDetail event={event} site={site} />
    </>
  );
}
