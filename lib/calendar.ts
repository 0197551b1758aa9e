import type { Event } from '@/lib/content/events';
import type { Site } from '@/lib/content/site';
import { eventPath } from '@/lib/event-paths';
import { absoluteUrl, siteConfig } from '@/lib/site-config';

// iCalendar (RFC 5545) files for the events: one per event and one feed with all of them.
// Times are Kolkata wall-clock times (TZID=Asia/Kolkata, described by a VTIMEZONE).

const CRLF = '\r\n';
const TIME_ZONE = 'Asia/Kolkata';

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** "2025-04-08T09:00:00+05:30" → "20250408T090000" (the Kolkata wall-clock time). */
export function kolkataLocalTime(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\+05:30$/.exec(iso);
  if (!match) throw new Error(`Not a Kolkata date-time (+05:30): ${iso}`);
  const [, year, month, day, hour, minute, second = '00'] = match;
  return `${year}${month}${day}T${hour}${minute}${second}`;
}

/** A date as UTC basic format, e.g. "20250408T033000Z". */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(event: Event, site: Site, stamp: Date): string[] {
  const { address } = site.contact;
  const page = absoluteUrl(eventPath(event.id));
  const description = [event.description, `Fee: ${event.price}`, `Details: ${page}`].join('\n');
  const location = [event.location, site.institute, address.street, address.city].join(', ');
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}-${event.startsAt.slice(0, 10)}@${new URL(siteConfig.url).host}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART;TZID=${TIME_ZONE}:${kolkataLocalTime(event.startsAt)}`,
    `DTEND;TZID=${TIME_ZONE}:${kolkataLocalTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(location)}`,
    `URL:${page}`,
    `CATEGORIES:${escapeText(event.category)}`,
    `ORGANIZER;CN=${escapeText(site.name)}:mailto:${site.contact.email}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * A VCALENDAR with the given events, CRLF line endings and folded lines.
 * `stamp` is DTSTAMP (when the file was made); pass it in tests for a fixed output.
 */
export function buildCalendar(
  events: readonly Event[],
  site: Site,
  options: { name?: string; stamp?: Date } = {},
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.name}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name ?? `${site.name} events`)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    // Subscribed calendars look for changes once a day (RFC 7986, and Outlook/Google's name).
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
    ...VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, site, options.stamp ?? new Date())),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** An "add to Google Calendar" link with the event's UTC times. */
export function googleCalendarUrl(event: Event, site: Site): string {
  const dates = `${utcStamp(new Date(event.startsAt))}/${utcStamp(new Date(event.endsAt))}`;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    ctz: TIME_ZONE,
    details: `${event.description}\n\nDetails: ${absoluteUrl(eventPath(event.id))}`,
    location: `${event.location}, ${site.institute}, ${site.contact.address.city}`,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
