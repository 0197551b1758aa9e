/** @jest-environment node */
import { getSite } from '@/lib/content/site';
import { getAllEvents, type Event } from '@/lib/events/content';
import { eventShareImageUrl } from '@/lib/events/paths';
import {
  eventBreadcrumbJsonLd,
  eventShareTitle,
  eventSummary,
  sportsEventJsonLd,
} from '@/lib/events/structured-data';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/organization';
import { siteConfig } from '@/lib/site-config';

import { fixtureEvent, OPEN_REGISTRATION } from '../../support/events';

const site = getSite();
/** The site's origin, as the configuration gives it (whatever content/site.json says). */
const ORIGIN = siteConfig.url;

/** The share image's address as the page's og:image names it (its version is the page's call). */
const image = (each: Pick<Event, 'id'>) => eventShareImageUrl(each.id, '0123456789ab');

/** The weeks before the fixtures' April 2025 dates, when registration is open. */
const BEFORE = new Date('2025-03-20T10:00:00+05:30');

/** A fixture with known facts (whatever today's content says), open for registration. */
function event(change: Record<string, unknown> = {}): Event {
  return fixtureEvent({
    title: 'Short Hand Cricket Tournament',
    status: 'scheduled',
    startsAt: '2025-04-08T09:00:00+05:30',
    endsAt: '2025-04-10T20:00:00+05:30',
    location: 'Main Campus Ground',
    fees: [{ amount: 1200, label: 'per team' }],
    registration: OPEN_REGISTRATION,
    ...change,
  });
}

describe('serializeJsonLd', () => {
  it('escapes "<" so content cannot close the script element, and parses back unchanged', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script> & <!--',
    } as const;
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('organizationJsonLd', () => {
  it('describes the club as a SportsOrganization with address and links', () => {
    const org = organizationJsonLd(site);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsOrganization',
      name: site.name,
      url: `${ORIGIN}/`,
      foundingDate: String(site.foundedYear),
      email: site.contact.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.contact.address.street,
        addressLocality: site.contact.address.city,
        addressRegion: site.contact.address.region,
        postalCode: site.contact.address.postalCode,
        addressCountry: site.contact.address.country,
      },
    });
    expect(org.sameAs).toEqual(site.social.map((link) => link.url));
  });
});

describe('sportsEventJsonLd', () => {
  it('carries name, dates with +05:30, place, organizer, image, status, mode and INR offers', () => {
    const cricket = event();
    const data = sportsEventJsonLd(cricket, site, image(cricket), BEFORE);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Short Hand Cricket Tournament',
      startDate: '2025-04-08T09:00:00+05:30',
      endDate: '2025-04-10T20:00:00+05:30',
      url: `${ORIGIN}/events/${cricket.id}/`,
      image: `${ORIGIN}/events/${cricket.id}/opengraph-image?v=0123456789ab`,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: `Main Campus Ground, ${site.institute}`,
        address: {
          '@type': 'PostalAddress',
          addressLocality: site.contact.address.city,
          postalCode: site.contact.address.postalCode,
        },
      },
      organizer: { '@type': 'SportsOrganization', name: site.name },
      offers: [
        {
          '@type': 'Offer',
          price: 1200,
          priceCurrency: 'INR',
          url: cricket.registration.formLink,
          availability: 'https://schema.org/InStock',
        },
      ],
    });
  });

  it('lists one offer per fee (singles and doubles) and none when the fee is not announced', () => {
    const badminton = sportsEventJsonLd(
      event({
        fees: [
          { amount: 100, label: 'singles' },
          { amount: 200, label: 'doubles' },
        ],
      }),
      site,
      image(event()),
    );
    expect(badminton.offers).toEqual([
      expect.objectContaining({ price: 100, priceCurrency: 'INR' }),
      expect.objectContaining({ price: 200, priceCurrency: 'INR' }),
    ]);
    const flash = sportsEventJsonLd(event({ fees: [] }), site, image(event()));
    expect(flash).not.toHaveProperty('offers');
  });

  it('gives every event start and end dates in Kolkata time', () => {
    for (const each of getAllEvents()) {
      const data = sportsEventJsonLd(each, site, image(each));
      expect(data.startDate).toMatch(/\+05:30$/);
      expect(data.endDate).toMatch(/\+05:30$/);
    }
  });
});

describe('sportsEventJsonLd and the event status (Google event guidance)', () => {
  it('a cancelled event: EventCancelled, its original dates, no previousStartDate, sold out', () => {
    const cricket = event();
    const data = sportsEventJsonLd(event({ status: 'cancelled' }), site, image(cricket));
    expect(data).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      startDate: cricket.startsAt,
      endDate: cricket.endsAt,
    });
    expect(data).not.toHaveProperty('previousStartDate');
    expect(data.offers).toEqual([
      expect.objectContaining({ availability: 'https://schema.org/SoldOut' }),
    ]);
  });

  it('a postponed event: EventPostponed, and startDate kept until the new date is known', () => {
    const data = sportsEventJsonLd(event({ status: 'postponed' }), site, image(event()));
    expect(data).toMatchObject({
      eventStatus: 'https://schema.org/EventPostponed',
      startDate: event().startsAt,
    });
    expect(data).not.toHaveProperty('previousStartDate');
  });

  it('a rescheduled event: EventRescheduled, the new dates, and the old start as previousStartDate', () => {
    const moved = event({
      status: 'rescheduled',
      previousStartsAt: '2025-04-08T09:00:00+05:30',
      startsAt: '2025-04-15T09:00:00+05:30',
      endsAt: '2025-04-17T20:00:00+05:30',
    });
    expect(sportsEventJsonLd(moved, site, image(moved), BEFORE)).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      startDate: '2025-04-15T09:00:00+05:30',
      endDate: '2025-04-17T20:00:00+05:30',
      previousStartDate: '2025-04-08T09:00:00+05:30',
      offers: [expect.objectContaining({ availability: 'https://schema.org/InStock' })],
    });
  });

  it('puts the status first in the share title and the page description', () => {
    const cricket = event();
    // Read before it starts (whatever day the test runs).
    const now = new Date(Date.parse(cricket.startsAt) - 1);
    expect(eventShareTitle(cricket, site.name)).toBe(
      `Short Hand Cricket Tournament, April 8-10, 2025 | ${site.name}`,
    );
    expect(eventSummary(cricket, { now })).toBe(
      `April 8-10, 2025, Main Campus Ground. ${cricket.description}`,
    );
    const cancelled = event({ status: 'cancelled' });
    expect(eventShareTitle(cancelled, site.name)).toBe(
      `Cancelled: Short Hand Cricket Tournament, April 8-10, 2025 | ${site.name}`,
    );
    expect(eventSummary(cancelled, { now })).toBe(
      `Cancelled: this event will not take place. April 8-10, 2025, Main Campus Ground. ${cricket.description}`,
    );
    const postponed = event({ status: 'postponed' });
    expect(eventShareTitle(postponed, site.name)).toBe(
      `Postponed: Short Hand Cricket Tournament | ${site.name}`,
    );
    expect(eventSummary(postponed, { now })).toBe(
      `Postponed: new dates will be announced. Main Campus Ground. ${cricket.description}`,
    );
  });

  it('once the event is over, says so and who won before the blurb written for before it', () => {
    const cricket = event();
    const after = new Date(Date.parse(cricket.endsAt) + 1);
    expect(eventSummary(cricket, { now: after, champion: 'Example Cheetahs' })).toBe(
      `This event has ended. Champion: Example Cheetahs. April 8-10, 2025, Main Campus Ground. ${cricket.description}`,
    );
    expect(eventSummary(cricket, { now: after })).toBe(
      `This event has ended. April 8-10, 2025, Main Campus Ground. ${cricket.description}`,
    );
    // Not a moment before its end; and a cancelled event's own sentence says what became of it.
    const before = new Date(Date.parse(cricket.endsAt) - 1);
    expect(eventSummary(cricket, { now: before, champion: 'Example Cheetahs' })).not.toMatch(
      /ended|Champion/,
    );
    expect(eventSummary(event({ status: 'cancelled' }), { now: after })).toMatch(/^Cancelled: /);
  });
});

describe('eventBreadcrumbJsonLd', () => {
  it('leads Home > Events > the event with absolute URLs', () => {
    const chess = event({ title: 'Chess Championship U-9' });
    const data = eventBreadcrumbJsonLd(chess);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Events',
        item: `${ORIGIN}/events/`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Chess Championship U-9',
        item: `${ORIGIN}/events/${chess.id}/`,
      },
    ]);
  });
});

describe('websiteJsonLd', () => {
  it("names the site at its home address, for search results' site name", () => {
    const website = websiteJsonLd(site);
    expect(website).toMatchObject({
      '@type': 'WebSite',
      name: site.name,
      url: `${siteConfig.url}/`,
      inLanguage: 'en-IN',
    });
    expect(website.publisher).toMatchObject({ name: site.name, url: `${siteConfig.url}/` });
  });
});
