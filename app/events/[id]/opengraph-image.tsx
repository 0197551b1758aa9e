import { ImageResponse } from 'next/og';

import { getAllEvents, getEventById } from '@/lib/events/content';
import { getDrawView } from '@/lib/events/draw/headline';
import { statusNotice } from '@/lib/events/status';
import { siteConfig } from '@/lib/site-config';
import { loadOgFonts } from '@/components/og/og-fonts';
import { OG_SIZE, ShareCard } from '@/components/og/share-card';

// One share image per event, drawn at build: out/events/<id>/opengraph-image.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const alt = `Event share card by ${siteConfig.name}`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export function generateStaticParams(): { id: string }[] {
  return getAllEvents().map((event) => ({ id: event.id }));
}

export default async function EventOpenGraphImage({ params }: { params: Promise<{ id: string }> }) {
  const event = getEventById((await params).id);
  if (!event) throw new Error('Unknown event id for its share image');
  // A link shared before the change shows what became of the event in its preview.
  const notice = statusNotice(event);
  const when = notice ? notice.sentence : `${event.date}, ${event.time}`;
  // A finished knockout's preview names its champion.
  const champion = getDrawView(event)?.champion;
  return new ImageResponse(
    <ShareCard
      eyebrow={event.category}
      title={event.title}
      lines={
        champion
          ? [`Champion: ${champion.name}`, when]
          : [when, `${event.location}, ${siteConfig.institute}`]
      }
    />,
    { ...size, fonts: await loadOgFonts() },
  );
}
