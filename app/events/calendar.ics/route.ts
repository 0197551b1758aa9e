import { getSite } from '@/lib/content/site';
import { buildCalendar } from '@/lib/events/calendar';
import { getAllEvents } from '@/lib/events/content';

// The feed with every event (out/events/calendar.ics): calendar apps can subscribe to it.
export const dynamic = 'force-static';

export function GET() {
  return new Response(buildCalendar(getAllEvents(), getSite()), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
}
