import type { BreadcrumbList, Offer, SportsEvent, WithContext } from 'schema-dts';

import type { Event } from '@/lib/content/events';
import type { Site } from '@/lib/content/site';
import { eventCalendarPath, eventPath, eventShareImagePath } from '@/lib/event-paths';
import { absoluteUrl } from '@/lib/site-config';

import { clubOrganization, postalAddress } from './organization';

/** The event's page, share image and calendar file, as absolute URLs. */
export function eventUrls(event: Pick<Event, 'id'>) {
  return {
    page: absoluteUrl(eventPath(event.id)),
    image: absoluteUrl(eventShareImagePath(event.id)),
    calendar: absoluteUrl(eventCalendarPath(event.id)),
  };
}

function offers(event: Event): Offer[] {
  const url = event.registration.formLink ?? eventUrls(event).page;
  return event.fees.map((fee) => ({
    '@type': 'Offer',
    name: fee.label ? fee.label.charAt(0).toUpperCase() + fee.label.slice(1) : 'Entry',
    price: fee.amount,
    priceCurrency: 'INR',
    url,
    availability: event.registration.open
      ? 'https://schema.org/InStock'
      : 'https://schema.org/SoldOut',
  }));
}

/** One event as a schema.org SportsEvent (dates keep their +05:30 offset). */
export function sportsEventJsonLd(event: Event, site: Site): WithContext<SportsEvent> {
  const urls = eventUrls(event);
  const eventOffers = offers(event);
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: event.title,
    description: event.description,
    url: urls.page,
    image: urls.image,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
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
      { '@type': 'ListItem', position: 2, name: 'Events', item: absoluteUrl('/events/') },
      { '@type': 'ListItem', position: 3, name: event.title, item: eventUrls(event).page },
    ],
  };
}
