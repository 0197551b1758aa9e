import type { Site } from '@/lib/content/site';
import { googleCalendarUrl } from '@/lib/events/calendar';
import type { Event } from '@/lib/events/content';
import { eventCalendarPath } from '@/lib/events/paths';
import { hasDates } from '@/lib/events/status';
import { eventShareTitle, eventUrls } from '@/lib/events/structured-data';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { CalendarPlus, Download } from '@/components/icons/line-icons';
import { ShareBar } from '@/components/share/share-bar';

import { CalendarFeedLinks } from './calendar-feed-links';
import { PhaseSwitch } from './event-phase';

export type EventShareCalendarProps = { event: Event; site: Site };

/**
 * "Share this event" (labelled share buttons) and "Add to calendar" (.ics and Google), which a
 * cancelled or postponed event does not offer (it has no dates to add), nor one that has ended. Its calendar file stays
 * (lib/events/calendar.ts), so calendars that already hold it learn of the change.
 */
export function EventShareCalendar({ event, site }: EventShareCalendarProps) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-extrabold">Share this event</h2>
      </CardHeader>
      <CardContent>
        <ShareBar
          url={eventUrls(event).page}
          title={eventShareTitle(event, site.name)}
          variant="labelled"
          label="Share this event"
        />
        {hasDates(event) ? (
          <PhaseSwitch
            event={event}
            render={(phase) =>
              phase.phase === 'ended' ? null : (
                <>
                  <h3 className="mt-2 text-lg font-extrabold">Add to calendar</h3>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild variant="outline" size="sm">
                      <a href={eventCalendarPath(event.id)} download={`${event.id}.ics`}>
                        <Download aria-hidden="true" /> Download .ics
                      </a>
                    </Button>
                    <Button asChild variant="outline" size="sm">
                      <a
                        href={googleCalendarUrl(event, site)}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        <CalendarPlus aria-hidden="true" /> Google Calendar
                      </a>
                    </Button>
                  </div>
                </>
              )
            }
          />
        ) : null}
        <h3 className="mt-2 text-lg font-extrabold">Every event</h3>
        <p className="text-sm text-muted-foreground">
          Subscribed calendars follow every change: new dates, cancellations.
        </p>
        <CalendarFeedLinks />
      </CardContent>
    </Card>
  );
}
