import { ROUTES } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site-config';
import { Button } from '@/components/ui/button';
import { CalendarSync, Download } from '@/components/icons/line-icons';

/** The feed of every event (app/events/calendar.ics), built from content/events/. */
export const CALENDAR_FEED_PATH = `${ROUTES.events}calendar.ics`;

/** The feed as a webcal: address, which calendar apps open as a subscription. */
export function calendarFeedWebcalUrl(): string {
  return absoluteUrl(CALENDAR_FEED_PATH).replace(/^https?:/, 'webcal:');
}

/** Google Calendar's "add by URL" page for the feed. */
export function calendarFeedGoogleUrl(): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(calendarFeedWebcalUrl())}`;
}

export type CalendarFeedLinksProps = { size?: 'sm' | 'default' };

/** Subscribe to every event at once: webcal, Google Calendar, or the file itself. */
export function CalendarFeedLinks({ size = 'sm' }: CalendarFeedLinksProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size={size} data-wrap>
        <a href={calendarFeedWebcalUrl()}>
          <CalendarSync aria-hidden="true" /> Subscribe to all events
        </a>
      </Button>
      <Button asChild variant="outline" size={size} data-wrap>
        <a href={calendarFeedGoogleUrl()} target="_blank" rel="noopener noreferrer">
          <CalendarSync aria-hidden="true" /> All events in Google Calendar
        </a>
      </Button>
      <Button asChild variant="outline" size={size} data-wrap>
        <a href={CALENDAR_FEED_PATH} download="team-sportivo-events.ics">
          <Download aria-hidden="true" /> All events (.ics)
        </a>
      </Button>
    </div>
  );
}
