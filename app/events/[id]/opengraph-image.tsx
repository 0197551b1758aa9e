import { getAllEvents, getEventById } from '@/lib/events/content';
import { eventShareCard } from '@/lib/events/share-card';
import { EVENT_SHARE_IMAGE_ALT } from '@/components/og/event-share-image';
import { OG_SIZE } from '@/components/og/share-card';
import { shareImage } from '@/components/og/share-image';

// One share image per event, drawn at build: out/events/<id>/opengraph-image. A link shared
// before a change shows what became of the event; a finished knockout's names its champion.
// The event page names it itself (generateMetadata: eventShareImage), at an address with the
// version of what this card draws, which replaces the tags Next would make from this file.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const alt = EVENT_SHARE_IMAGE_ALT;
export const size = OG_SIZE;
export const contentType = 'image/png';

export function generateStaticParams(): { id: string }[] {
  return getAllEvents().map((event) => ({ id: event.id }));
}

export default async function EventOpenGraphImage({ params }: { params: Promise<{ id: string }> }) {
  const event = getEventById((await params).id);
  if (!event) throw new Error('Unknown event id for its share image');
  return shareImage(eventShareCard(event));
}
