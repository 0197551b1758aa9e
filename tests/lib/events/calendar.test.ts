/** @jest-environment node */
import ICAL from 'ical.js';

import { getSite, type Site } from '@/lib/content/site';
import {
  buildCalendar,
  CALENDAR_FORM_REVISION,
  calendarUid,
  googleCalendarUrl,
} from '@/lib/events/calendar';
import { getAllEvents, type Event } from '@/lib/events/content';
import { getEventRevisions, type Revision } from '@/lib/events/revisions';
import { siteConfig } from '@/lib/site-config';

import { fixtureEvent } from '../../support/events';

// The calendar files as a calendar app reads them: parsed back with ical.js (a full RFC 5545
// parser, the one Thunderbird uses), never by matching the text.

// X-WR-CALNAME is TEXT for the calendar apps that read it (Apple, Google, Outlook; RFC 7986
// named it NAME); ical.js keeps unknown X- values raw unless told their type.
ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' };

const site = getSite();
/** The site's origin and host, as the configuration gives them (whatever content/site.json says). */
const ORIGIN = siteConfig.url;
const HOST = new URL(ORIGIN).host;
const stamp = new Date('2025-03-01T10:00:00Z');
const unchanged: Revision = { sequence: 0, lastModified: new Date('2025-02-01T08:00:00Z') };
const revisionOf = () => unchanged;

function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}

function build(events: Event[], options: Parameters<typeof buildCalendar>[2] = {}, on = site) {
  return buildCalendar(events, on, { stamp, revisionOf, ...options });
}

/** The one VEVENT of a calendar built from one event. */
function only(text: string) {
  const [vevent] = parse(text).getAllSubcomponents('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return vevent;
}

describe('buildCalendar', () => {
  // A fixture with known facts (whatever today's content says).
  const chess = fixtureEvent({
    title: 'Chess Championship U-9',
    category: 'Chess',
    status: 'scheduled',
    startsAt: '2025-04-09T14:00:00+05:30',
    endsAt: '2025-04-09T18:30:00+05:30',
    fees: [{ amount: 550 }],
    location: 'Seminar Hall',
  });
  const text = build([chess]);

  it("is a VCALENDAR 2.0 to publish, with a PRODID (the site's host: nothing to escape) and its name", () => {
    const calendar = parse(text);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('prodid')).toBe(`-//${HOST}//Events//EN`);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${site.name} events`);
  });

  it('uses CRLF line endings only and folds long lines at 75 octets, never inside a character', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    // Text beyond ASCII (2, 3 and 4 octets a character): folded by octets, read back whole.
    const title = `Rabindra Sarobar Run: women’s 5 km, ₹150, রবীন্দ্র সরোবর দৌড় ${'🏃'.repeat(12)}`;
    const wide = build([{ ...chess, title, description: `${title} `.repeat(4) }]);
    const lines = wide.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(4);
    expect(wide).not.toContain('\uFFFD');
    const entry = new ICAL.Event(only(wide));
    expect(entry.summary).toBe(title);
    expect(entry.description).toContain(`${title} ${title}`);
  });

  it('writes each field of the event, read back by a calendar parser', () => {
    const vevent = only(text);
    const entry = new ICAL.Event(vevent);
    expect(entry.uid).toBe(`${chess.id}@${HOST}`);
    expect(entry.summary).toBe('Chess Championship U-9');
    // 2:00 PM to 6:30 PM in Kolkata.
    expect(entry.startDate.toJSDate()).toEqual(new Date('2025-04-09T14:00:00+05:30'));
    expect(entry.endDate.toJSDate()).toEqual(new Date('2025-04-09T18:30:00+05:30'));
    expect(entry.description).toBe(
      `${chess.description}\nFee: Rs. 550\nDetails: ${ORIGIN}/events/${chess.id}/`,
    );
    expect(entry.location).toBe(
      `Seminar Hall, ${site.institute}, ${site.contact.address.street}, ${site.contact.address.city}`,
    );
    // An event never changed: its SEQUENCE counts only the files' own changes of form.
    expect(entry.sequence).toBe(CALENDAR_FORM_REVISION);
    expect(vevent.getFirstPropertyValue('url')).toBe(`${ORIGIN}/events/${chess.id}/`);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('transp')).toBe('OPAQUE');
    expect(vevent.getFirstPropertyValue('categories')).toBe('Chess');
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2025-03-01T10:00:00Z');
    expect(String(vevent.getFirstPropertyValue('last-modified'))).toBe('2025-02-01T08:00:00Z');
    const organizer = vevent.getFirstProperty('organizer')!;
    expect(organizer.getParameter('cn')).toBe(site.name);
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe(`mailto:${site.contact.email}`);
  });

  it('holds every event once in the feed, each under a UID that does not depend on its dates', () => {
    const feed = parse(build(getAllEvents())).getAllSubcomponents('vevent');
    expect(feed.map((vevent) => vevent.getFirstPropertyValue('uid'))).toEqual(
      getAllEvents().map((each) => `${each.id}@${HOST}`),
    );
    const moved = fixtureEvent({
      status: 'rescheduled',
      previousStartsAt: chess.startsAt,
      startsAt: '2025-04-16T14:00:00+05:30',
      endsAt: '2025-04-16T18:30:00+05:30',
    });
    expect(calendarUid(moved)).toBe(calendarUid(chess));
  });

  it('keeps texts whole that need escaping, and lets no lone carriage return through', () => {
    const awkward = {
      ...chess,
      title: 'Singles, doubles; and "mixed" \\ all',
      description: 'Line one\rline two\r\nline three, with; marks',
    };
    const odd: Site = { ...site, name: 'Team "Sportivo"; Kolkata, ^IN' };
    const written = build([awkward], { name: 'Fest week, day 1; "finals"' }, odd);
    expect(written.replace(/\r\n/g, '')).not.toMatch(/\r/);
    const calendar = parse(written);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Fest week, day 1; "finals"');
    const entry = new ICAL.Event(only(written));
    expect(entry.summary).toBe('Singles, doubles; and "mixed" \\ all');
    expect(entry.description.split('\nFee:')[0]).toBe(
      'Line one\nline two\nline three, with; marks',
    );
    expect(only(written).getFirstProperty('organizer')!.getParameter('cn')).toBe(
      'Team "Sportivo"; Kolkata, ^IN',
    );
  });
});

describe('buildCalendar and the event status', () => {
  const cricket = fixtureEvent({ status: 'scheduled' });

  it('a cancelled event: STATUS:CANCELLED, its dates kept, says so, frees the time', () => {
    const cancelled = fixtureEvent({ status: 'cancelled' });
    const vevent = only(build([cancelled]));
    const entry = new ICAL.Event(vevent);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(entry.summary).toBe(`Cancelled: ${cricket.title}`);
    expect(entry.description.split('\n')[0]).toBe('Cancelled: this event will not take place.');
    expect(entry.startDate.toJSDate()).toEqual(new Date(cricket.startsAt));
    expect(entry.uid).toBe(`${cricket.id}@${HOST}`);
  });

  it('a postponed event: TENTATIVE', () => {
    const vevent = only(build([fixtureEvent({ status: 'postponed' })]));
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(new ICAL.Event(vevent).summary).toBe(`Postponed: ${cricket.title}`);
  });

  it('an event over several days: its hours on each day, not one block through the nights', () => {
    const cup = fixtureEvent({
      status: 'scheduled',
      startsAt: '2025-04-08T09:00:00+05:30',
      endsAt: '2025-04-10T21:00:00+05:30',
    });
    const entry = new ICAL.Event(only(build([cup])));
    expect(entry.isRecurring()).toBe(true);
    const days: [Date, Date][] = [];
    const each = entry.iterator();
    for (let next = each.next(); next; next = each.next()) {
      const { startDate, endDate } = entry.getOccurrenceDetails(next);
      days.push([startDate.toJSDate(), endDate.toJSDate()]);
    }
    expect(days).toEqual(
      ['08', '09', '10'].map((day) => [
        new Date(`2025-04-${day}T09:00:00+05:30`),
        new Date(`2025-04-${day}T21:00:00+05:30`),
      ]),
    );
    // One day: one entry, no rule.
    const oneDay = fixtureEvent({
      startsAt: '2025-04-09T14:00:00+05:30',
      endsAt: '2025-04-09T18:30:00+05:30',
    });
    expect(only(build([oneDay])).getFirstPropertyValue('rrule')).toBeNull();
    expect(new URL(googleCalendarUrl(oneDay, site)).searchParams.has('recur')).toBe(false);
  });

  it('a rescheduled event: CONFIRMED at its new dates', () => {
    const moved = fixtureEvent({
      status: 'rescheduled',
      previousStartsAt: cricket.startsAt,
      startsAt: '2025-04-15T09:00:00+05:30',
      endsAt: '2025-04-17T20:00:00+05:30',
    });
    const vevent = only(build([moved]));
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(new ICAL.Event(vevent).startDate.toJSDate()).toEqual(
      new Date('2025-04-15T09:00:00+05:30'),
    );
  });

  it('writes the SEQUENCE (with the form revision) and LAST-MODIFIED it is given for each event', () => {
    const second = { ...cricket, id: `${cricket.id}-second` };
    const revisions: Record<string, Revision> = {
      [cricket.id]: { sequence: 3, lastModified: new Date('2025-03-05T06:07:08Z') },
      [second.id]: { sequence: 0, lastModified: new Date('2025-02-01T00:00:00Z') },
    };
    const feed = parse(
      buildCalendar([cricket, second], site, {
        stamp,
        revisionOf: (id) => revisions[id]!,
      }),
    ).getAllSubcomponents('vevent');
    expect(
      feed.map((vevent) => [
        vevent.getFirstPropertyValue('uid'),
        vevent.getFirstPropertyValue('sequence'),
        String(vevent.getFirstPropertyValue('last-modified')),
      ]),
    ).toEqual([
      [`${cricket.id}@${HOST}`, 3 + CALENDAR_FORM_REVISION, '2025-03-05T06:07:08Z'],
      [`${second.id}@${HOST}`, CALENDAR_FORM_REVISION, '2025-02-01T00:00:00Z'],
    ]);
  });

  it("reads this project's own history by default", () => {
    // An event with a file in content/events/ (the first the loader gives), so with a history.
    const [event] = getAllEvents();
    const { sequence, lastModified } = getEventRevisions().of(event!.id);
    const vevent = only(buildCalendar([event!], site, { stamp }));
    expect(vevent.getFirstPropertyValue('sequence')).toBe(sequence + CALENDAR_FORM_REVISION);
    expect(String(vevent.getFirstPropertyValue('last-modified'))).toBe(
      lastModified.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    );
  });
});

describe('googleCalendarUrl', () => {
  it('links to a Google Calendar template with UTC times and the Kolkata zone', () => {
    const link = new URL(
      googleCalendarUrl(
        fixtureEvent({
          title: 'Short Hand Cricket Tournament',
          startsAt: '2025-04-08T09:00:00+05:30',
          endsAt: '2025-04-10T20:00:00+05:30',
          location: 'Main Campus Ground',
        }),
        site,
      ),
    );
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
    expect(link.searchParams.get('text')).toBe('Short Hand Cricket Tournament');
    // Its hours on each of its three days: 09:00 and 20:00 in Kolkata are 03:30 and 14:30 UTC.
    expect(link.searchParams.get('dates')).toBe('20250408T033000Z/20250408T143000Z');
    expect(link.searchParams.get('recur')).toBe('RRULE:FREQ=DAILY;COUNT=3');
    expect(link.searchParams.get('ctz')).toBe('Asia/Kolkata');
    expect(link.searchParams.get('location')).toContain('Main Campus Ground');
  });
});

describe('DTSTAMP without a stamp', () => {
  it("is the event's last change, not the build time, so a rebuild writes the same file", () => {
    const [first] = getAllEvents();
    const text = buildCalendar([first!], site, { revisionOf });
    expect(String(only(text).getFirstPropertyValue('dtstamp'))).toBe('2025-02-01T08:00:00Z');
    expect(buildCalendar([first!], site, { revisionOf })).toBe(text);
  });
});
