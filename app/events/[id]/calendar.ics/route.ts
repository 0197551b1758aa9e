import { getSite } from '@/lib/content/site';
import { buildCalendar } from '@/lib/events/calendar';
import { getAllEvents, getEventById } from '@/lib/events/content';

// One .ics file per event, written at build time: out/events/<id>/calendar.ics.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { id: string }[] {
  return getAllEvents().map((event) => ({ id: event.id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const event = getEventById((await params).id);
  if (!event) return new Response('Not found', { status: 404 });
  const site = getSite();
  return new Response(buildCalendar([event], site, { name: `${event.title} | ${site.name}` }), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
}
