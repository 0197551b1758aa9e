import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { getAllEvents, getEventById } from '@/lib/content/events';
import { EventDetail } from '@/components/events/event-detail';

type EventPageProps = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams(): { id: string }[] {
  return getAllEvents().map((event) => ({ id: event.id }));
}

export async function generateMetadata({ params }: EventPageProps): Promise<Metadata> {
  const event = getEventById((await params).id);
  if (!event) return {};
  return {
    title: event.title,
    description: `${event.date}, ${event.location}. ${event.description}`,
    alternates: { canonical: `/events/${event.id}/` },
    openGraph: { type: 'article', title: event.title, description: event.description },
  };
}

export default async function EventPage({ params }: EventPageProps) {
  const event = getEventById((await params).id);
  if (!event) notFound();
  return <EventDetail event={event} />;
}
