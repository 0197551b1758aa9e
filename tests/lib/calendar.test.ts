/** @jest-environment node */
import {
  buildCalendar,
  escapeText,
  foldLine,
  googleCalendarUrl,
  kolkataLocalTime,
} from '@/lib/calendar';
import { getAllEvents, getEventById, type Event } from '@/lib/content/events';
import { getSite } from '@/lib/content/site';

const site = getSite();
const stamp = new Date('2025-03-01T10:00:00Z');

type Property = { name: string; params: Record<string, string>; value: string };

/** A small RFC 5545 reader: unfolds lines, splits name;params:value and unescapes TEXT. */
function parseIcs(text: string): Property[] {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      const [name, ...params] = line.slice(0, colon).split(';');
      return {
        name: name!,
        params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])),
        value: line.slice(colon + 1),
      };
    });
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}

/** The properties of each VEVENT, by name. */
function vevents(properties: Property[]): Map<string, Property>[] {
  const events: Map<string, Property>[] = [];
  let current: Map<string, Property> | undefined;
  for (const property of properties) {
    if (property.name === 'BEGIN' && property.value === 'VEVENT') current = new Map();
    else if (property.name === 'END' && property.value === 'VEVENT') {
      events.push(current!);
      current = undefined;
    } else current?.set(property.name, property);
  }
  return events;
}

function event(id: string): Event {
  const found = getEventById(id);
  if (!found) throw new Error(`no event ${id}`);
  return found;
}

describe('buildCalendar', () => {
  const text = buildCalendar([event('chess-u9')], site, { stamp });
  const properties = parseIcs(text);

  it('uses CRLF line endings only and no line longer than 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
  });

  it('is a VCALENDAR 2.0 with a PRODID and the Asia/Kolkata VTIMEZONE at +05:30', () => {
    expect(properties[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
    expect(properties.at(-1)).toMatchObject({ name: 'END', value: 'VCALENDAR' });
    const byName = (name: string) => properties.filter((p) => p.name === name).map((p) => p.value);
    expect(byName('VERSION')).toEqual(['2.0']);
    expect(byName('PRODID')).toEqual(['-//Team Sportivo//Events//EN']);
    expect(byName('TZID')).toEqual(['Asia/Kolkata']);
    expect(byName('TZOFFSETTO')).toEqual(['+0530']);
    // Subscribers refresh daily.
    expect(byName('REFRESH-INTERVAL')).toEqual(['P1D']);
    expect(byName('X-PUBLISHED-TTL')).toEqual(['P1D']);
  });

  it('writes each field of the event, parsed back and unescaped', () => {
    const [vevent] = vevents(properties);
    const chess = event('chess-u9');
    expect(vevent!.get('UID')?.value).toBe('chess-u9-2025-04-09@team-sportivo.web.app');
    expect(vevent!.get('DTSTAMP')?.value).toBe('20250301T100000Z');
    expect(vevent!.get('DTSTART')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'Asia/Kolkata' },
      value: '20250409T140000',
    });
    expect(vevent!.get('DTEND')).toEqual({
      name: 'DTEND',
      params: { TZID: 'Asia/Kolkata' },
      value: '20250409T183000',
    });
    expect(unescapeText(vevent!.get('SUMMARY')!.value)).toBe('Chess Championship U-9');
    expect(unescapeText(vevent!.get('DESCRIPTION')!.value)).toBe(
      `${chess.description}\nFee: Rs. 550\nDetails: https://team-sportivo.web.app/events/chess-u9/`,
    );
    expect(unescapeText(vevent!.get('LOCATION')!.value)).toBe(
      `Seminar Hall, ${site.institute}, ${site.contact.address.street}, Kolkata`,
    );
    expect(vevent!.get('URL')?.value).toBe('https://team-sportivo.web.app/events/chess-u9/');
    expect(vevent!.get('ORGANIZER')).toEqual({
      name: 'ORGANIZER',
      params: { CN: 'Team Sportivo' },
      value: `mailto:${site.contact.email}`,
    });
  });

  it('holds every event once in the feed', () => {
    const feed = vevents(parseIcs(buildCalendar(getAllEvents(), site, { stamp })));
    expect(feed.map((vevent) => vevent.get('UID')?.value.split('-2025')[0])).toEqual(
      getAllEvents().map((each) => each.id),
    );
    for (const [index, vevent] of feed.entries()) {
      expect(unescapeText(vevent.get('SUMMARY')!.value)).toBe(getAllEvents()[index]!.title);
    }
  });
});

describe('escapeText and foldLine', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
  });

  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Chess')).toBe('SUMMARY:Chess');
  });
});

describe('kolkataLocalTime', () => {
  it('keeps the Kolkata wall-clock time and refuses other offsets', () => {
    expect(kolkataLocalTime('2025-04-10T18:00:00+05:30')).toBe('20250410T180000');
    expect(() => kolkataLocalTime('2025-04-10T18:00:00Z')).toThrow(/Kolkata/);
  });
});

describe('googleCalendarUrl', () => {
  it('links to a Google Calendar template with UTC times and the Kolkata zone', () => {
    const link = new URL(googleCalendarUrl(event('cricket'), site));
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
    expect(link.searchParams.get('text')).toBe('Short Hand Cricket Tournament');
    // 09:00 and 20:00 in Kolkata are 03:30 and 14:30 UTC.
    expect(link.searchParams.get('dates')).toBe('20250408T033000Z/20250410T143000Z');
    expect(link.searchParams.get('ctz')).toBe('Asia/Kolkata');
    expect(link.searchParams.get('location')).toContain('Main Campus Ground');
  });
});
