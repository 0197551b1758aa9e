import { buildCalendar } from '@/lib/calendar';
import { getAllEvents } from '@/lib/content/events';
import { getSite } from '@/lib/content/site';

// The feed with every event (out/events/calendar.ics): calendar apps can subscribe to it.
export const dynamic = 'force-static';

export function GET() {
  return new Response(buildCalendar(getAllEvents(), getSite()), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
}
