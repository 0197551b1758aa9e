import type { BreadcrumbList, EventStatusType, Offer, SportsEvent, WithContext } from 'schema-dts';

import { buildNow } from '@/lib/clock/build';
import type { Site } from '@/lib/content/site';
import type { Event, EventStatus } from '@/lib/events/content';
import { eventCalendarPath, eventPath } from '@/lib/events/paths';
import { endedAsHeld, EVENT_ENDED, eventPhase } from '@/lib/events/phase';
import { statusNotice } from '@/lib/events/status';
import { ROUTES } from '@/lib/routes';
import { clubOrganization, postalAddress } from '@/lib/seo/organization';
import { absoluteUrl } from '@/lib/site-config';

/** The event's page and calendar file, as absolute URLs. */
export function eventUrls(event: Pick<Event, 'id'>) {
  return {
    page: absoluteUrl(eventPath(event.id)),
    calendar: absoluteUrl(eventCalendarPath(event.id)),
  };
}

/** The share title: "Cancelled: Chess Open, April 10, 2025 | Team Sportivo". */
export function eventShareTitle(event: Event, siteName: string): string {
  const notice = statusNotice(event);
  const title = notice ? `${notice.label}: ${event.title}` : event.title;
  return event.status === 'postponed'
    ? `${title} | ${siteName}`
    : `${title}, ${event.date} | ${siteName}`;
}

/**
 * The page's description (search results, link previews): the status sentence comes first; once
 * the event is over (as of the build: the daily rebuild keeps it true), that it has ended and,
 * from its draw, who won, before the organisers' blurb ("Just turn up and play") that was
 * written for before it.
 */
export function eventSummary(
  event: Event,
  { now = buildNow(), champion }: { now?: Date; champion?: string } = {},
): string {
  const when = event.status === 'postponed' ? '' : `${event.date}, `;
  const ended = endedAsHeld(event, eventPhase(event, now));
  return [
    ended ? EVENT_ENDED : undefined,
    ended && champion ? `Champion: ${champion}.` : undefined,
    statusNotice(event)?.sentence,
    `${when}${event.location}. ${event.description}`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** schema.org's EventStatusType for each status (Google reads it; see sportsEventJsonLd). */
export const SCHEMA_EVENT_STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
} as const satisfies Record<EventStatus, EventStatusType>;

function offers(event: Event, now: Date): Offer[] {
  const url = event.registration.formLink ?? eventUrls(event).page;
  // InStock only while registration is open (not after its deadline, nor once the event ended).
  const open = eventPhase(event, now).registration.open;
  return event.fees.map((fee) => ({
    '@type': 'Offer',
    name: fee.label ? fee.label.charAt(0).toUpperCase() + fee.label.slice(1) : 'Entry',
    price: fee.amount,
    priceCurrency: 'INR',
    url,
    availability: open ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
  }));
}

/**
 * One event as a schema.org SportsEvent (dates keep their +05:30 offset), with its status as
 * Google's event guidance asks: a cancelled or postponed event keeps its (old) dates in
 * startDate and endDate; a rescheduled one has the new dates there and the old start in
 * previousStartDate, which goes with EventRescheduled only. `image` is the share image's address
 * as the page's og:image names it (components/og/event-share-image.ts: with its version).
 */
export function sportsEventJsonLd(
  event: Event,
  site: Site,
  image: string,
  now: Date = buildNow(),
): WithContext<SportsEvent> {
  const urls = eventUrls(event);
  const eventOffers = offers(event, now);
  const previous =
    event.status === 'rescheduled' && event.previousStartsAt
      ? { previousStartDate: event.previousStartsAt }
      : {};
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: event.title,
    description: event.description,
    url: urls.page,
    image: absoluteUrl(image),
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: SCHEMA_EVENT_STATUS[event.status],
    ...previous,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    sport: event.category,
    location: {
      '@type': 'Place',
      name: `${event.location}, ${site.institute}`,
      address: postalAddress(site),
    },
    organizer: clubOrganization(site),
    ...(eventOffers.length > 0 ? { offers: eventOffers } : {}),
  };
}

/** Home > Events > <event> for the event page. */
export function eventBreadcrumbJsonLd(event: Event): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
      { '@type': 'ListItem', position: 2, name: 'Events', item: absoluteUrl(ROUTES.events) },
      { '@type': 'ListItem', position: 3, name: event.title, item: eventUrls(event).page },
    ],
  };
}
