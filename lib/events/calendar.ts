import { createEvents, type EventAttributes, type EventStatus as IcsStatus } from 'ics';

import type { Site } from '@/lib/content/site';
import type { Event, EventStatus } from '@/lib/events/content';
import { eventPath } from '@/lib/events/paths';
import { eventDays } from '@/lib/events/phase';
import { getEventRevisions, type Revision } from '@/lib/events/revisions';
import { statusNotice } from '@/lib/events/status';
import { absoluteUrl, siteConfig } from '@/lib/site-config';
import { SITE_TIME_ZONE } from '@/lib/utils';

// iCalendar (RFC 5545) files for the events, one per event and one feed with all of them,
// written by the `ics` package: it escapes every text value, quotes parameter values (the
// organiser's CN), folds long lines and checks each field, where a hand-written writer had
// to get each of those right itself. Times are written in UTC, which every calendar reads
// and shows in its own zone. What this module adds is what the package cannot know: which
// UID stays the same across changes, the status, SEQUENCE and LAST-MODIFIED (see
// lib/events/revisions.ts), so a calendar that subscribed to the feed updates its entry; and
// an event over several days is its hours on each day (the first day's, repeated daily), not
// one block through the nights.

/**
 * How many times these files changed how they write an event, added to each event's SEQUENCE
 * so that a calendar holding an event in an older form takes the new one even when the event
 * itself did not change. Raise it (never lower it) with such a change. 1: an event over several
 * days became its first day's hours repeated daily (RRULE) instead of one block through the
 * nights.
 */
export const CALENDAR_FORM_REVISION = 1;

/** RFC 5545 STATUS for each of the site's statuses (a postponed event's dates are tentative). */
const ICS_STATUS: Record<EventStatus, IcsStatus> = {
  scheduled: 'CONFIRMED',
  rescheduled: 'CONFIRMED',
  postponed: 'TENTATIVE',
  cancelled: 'CANCELLED',
};

/** One kind of line break (the package escapes \n and \r\n, not a lone \r). */
function clean(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** A TEXT value the package passes through as it is (X-WR-CALNAME): escaped here. */
function escapeText(text: string): string {
  return clean(text).replace(/([\\;,])/g, '\\$1');
}

/** A parameter value (CN), which the package quotes: RFC 6868 writes ^ " and a line break. */
function paramValue(text: string): string {
  return clean(text).replace(/\^/g, '^^').replace(/"/g, "^'").replace(/\n/g, '^n');
}

/** The calendar's UID of an event: its id, the same whatever its dates (so a move updates it). */
export function calendarUid(event: Pick<Event, 'id'>): string {
  return `${event.id}@${new URL(siteConfig.url).host}`;
}

/** ics reads DTSTAMP from `timestamp` (Date.now() without it); its types leave it out. */
type StampedAttributes = EventAttributes & { timestamp: number };

/**
 * When the event runs, as a calendar writes it: its first day's hours, and the rule that repeats
 * them on each of its days (none for a one-day event). Kolkata keeps no summer time, so a day
 * later in UTC is a day later there.
 */
export function calendarTimes(event: Pick<Event, 'startsAt' | 'endsAt'>): {
  start: number;
  end: number;
  rule?: string;
} {
  const [first, ...more] = eventDays(event);
  return {
    start: first!.start,
    end: first!.end,
    ...(more.length > 0 ? { rule: `FREQ=DAILY;COUNT=${more.length + 1}` } : {}),
  };
}

function attributes(event: Event, site: Site, revision: Revision, stamp: Date): StampedAttributes {
  const { address } = site.contact;
  const page = absoluteUrl(eventPath(event.id));
  const notice = statusNotice(event);
  const times = calendarTimes(event);
  const description = [
    notice?.sentence,
    event.description,
    `Fee: ${event.price}`,
    `Details: ${page}`,
  ].filter(Boolean);
  return {
    uid: calendarUid(event),
    timestamp: stamp.getTime(),
    start: times.start,
    end: times.end,
    ...(times.rule ? { recurrenceRule: times.rule } : {}),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: clean(notice ? `${notice.label}: ${event.title}` : event.title),
    description: clean(description.join('\n')),
    location: clean([event.location, site.institute, address.street, address.city].join(', ')),
    url: page,
    categories: [clean(event.category)],
    organizer: { name: paramValue(site.name), email: site.contact.email },
    status: ICS_STATUS[event.status],
    // A cancelled or postponed event no longer blocks the time in a calendar.
    transp: event.status === 'cancelled' || event.status === 'postponed' ? 'TRANSPARENT' : 'OPAQUE',
    sequence: revision.sequence + CALENDAR_FORM_REVISION,
    lastModified: revision.lastModified.getTime(),
  };
}

export type CalendarOptions = {
  /** The calendar's name (X-WR-CALNAME); "<club> events" by default. */
  name?: string;
  /**
   * DTSTAMP; by default each event's last change (LAST-MODIFIED), not the build time, so a
   * rebuild with no change writes the same files. Pass it in tests for a fixed output.
   */
  stamp?: Date;
  /** SEQUENCE and LAST-MODIFIED of each event; from this project's history by default. */
  revisionOf?: (id: string) => Revision;
};

/** A VCALENDAR (METHOD:PUBLISH) with the given events. */
export function buildCalendar(
  events: readonly Event[],
  site: Site,
  { name, stamp, revisionOf }: CalendarOptions = {},
): string {
  const revision = revisionOf ?? getEventRevisions().of;
  const { error, value } = createEvents(
    events.map((event) => {
      const eventRevision = revision(event.id);
      return attributes(event, site, eventRevision, stamp ?? eventRevision.lastModified);
    }),
    {
      productId: `-//${new URL(siteConfig.url).host}//Events//EN`,
      method: 'PUBLISH',
      calName: escapeText(name ?? `${site.name} events`),
    },
  );
  if (error || !value) throw new Error(`Calendar file not written: ${error?.message ?? 'empty'}`);
  return foldLines(value);
}

/** A code point's length in UTF-8. */
const utf8Length = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * Content lines folded as RFC 5545 (3.1) asks: at most 75 octets of UTF-8 each, the fold a CRLF
 * and a space, never inside a character. The `ics` package folds at 75 characters, so a line
 * with "women’s", "₹" or Bengali in it ran past 75 octets, which strict readers refuse.
 */
export function foldLines(text: string): string {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      // The first line holds 75 octets; each continuation, after its space, 74.
      let room = 75;
      for (const char of line) {
        const size = utf8Length(char);
        if (octets + size > room) {
          parts.push(part);
          part = '';
          octets = 0;
          room = 74;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** A date as UTC basic format, e.g. "20250408T033000Z". */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** An "add to Google Calendar" link with the event's UTC times (each day's, over several). */
export function googleCalendarUrl(event: Event, site: Site): string {
  const times = calendarTimes(event);
  const dates = `${utcStamp(new Date(times.start))}/${utcStamp(new Date(times.end))}`;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    ...(times.rule ? { recur: `RRULE:${times.rule}` } : {}),
    ctz: SITE_TIME_ZONE,
    details: `${event.description}\n\nDetails: ${absoluteUrl(eventPath(event.id))}`,
    location: `${event.location}, ${site.institute}, ${site.contact.address.city}`,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
