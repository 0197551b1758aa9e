import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { eventPath } from '@/lib/events/paths';
import { REGISTRATION_CLOSED_BECAUSE } from '@/lib/events/status';
import { toast } from '@/lib/toast';
import { EventCard } from '@/components/events/event-card';

import { CLOSED_REGISTRATION, fixtureEvent, OPEN_REGISTRATION } from '../../support/events';
import { SHOWN } from '../../support/shown';

jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn() } }));

// The site's clock, for the build (buildNow) and the page (pageNow): each test sets the moment.
let mockNow = new Date(0);
jest.mock('@/lib/clock/build', () => ({ buildNow: () => mockNow }));
jest.mock('@/lib/clock/page', () => ({ pageNow: () => mockNow.getTime() }));

/** Fixture events in April 2025 (whatever today's content says); the clock weeks before. */
const APRIL = { startsAt: '2025-04-08T09:00:00+05:30', endsAt: '2025-04-10T20:00:00+05:30' };
const beforeTheFest = new Date('2025-03-20T10:00:00+05:30');

beforeEach(() => {
  mockNow = beforeTheFest;
});

/** A featured event with an open registration, with the given fields changed. */
const changed = (change: Record<string, unknown>) =>
  fixtureEvent({ ...APRIL, featured: true, registration: OPEN_REGISTRATION, ...change });
const closedEvent = () =>
  fixtureEvent({ ...APRIL, featured: false, registration: CLOSED_REGISTRATION });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('EventCard', () => {
  it('home teaser: image, Featured badge, title, Coming Soon!, Register in a new tab, Details', () => {
    const open = changed({});
    render(<EventCard event={open} variant="teaser" />);
    const card = screen.getByTestId('event-card');
    expect(within(card).getByRole('img', { name: `${open.title} artwork` })).toBeInTheDocument();
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: open.title })).toBeInTheDocument();
    expect(within(card).getByText('Coming Soon!')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: `Register: ${open.title} (opens in a new tab)` }),
    ).toHaveAttribute('href', open.registration.formLink);
    // jsdom puts a space before the visually hidden part of the name; browsers do not.
    // Without next.config's trailingSlash, next/link in Jest drops the final slash.
    expect(within(card).getByRole('link', { name: `Details: ${open.title}` })).toHaveAttribute(
      'href',
      expect.stringMatching(
        new RegExp(`^${escapeRegExp(eventPath(open.id).replace(/\/$/, ''))}/?$`),
      ),
    );
  });

  it("reads its title before the picture's badges, and those before its buttons", () => {
    const event = changed({ status: 'postponed' });
    render(<EventCard event={event} />);
    const card = screen.getByTestId('event-card');
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const heading = within(card).getByRole('heading', { name: event.title });
    const details = within(card).getByRole('link', { name: `Details: ${event.title}` });
    for (const part of [
      within(card).getByRole('img', { name: `${event.title} artwork` }),
      within(card).getByText('Featured'),
      within(card).getByText('Postponed', { selector: '[data-slot="badge"]' }),
    ]) {
      expect(follows(heading, part)).toBe(true);
      expect(follows(part, details)).toBe(true);
    }
  });

  it('home teaser of a closed event: a disabled Closed button and no link', () => {
    const closed = closedEvent();
    render(<EventCard event={closed} variant="teaser" />);
    expect(screen.getByRole('button', { name: `Closed: ${closed.title}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('link', { name: /^Register/ })).not.toBeInTheDocument();
  });

  it('events list card: every field, Registration Closed when closed', () => {
    const closed = closedEvent();
    render(<EventCard event={closed} />);
    for (const value of [
      closed.date,
      closed.time,
      closed.location,
      closed.capacity,
      closed.price,
    ]) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByText('Category:').parentElement).toHaveTextContent(
      `Category: ${closed.category}`,
    );
    expect(screen.getByText(closed.description)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Registration Closed: ${closed.title}` }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('home teaser of a cancelled event: its badge and sentence, and a Closed button that says why', async () => {
    const cancelled = changed({ status: 'cancelled' });
    expect(cancelled.registration.open).toBe(true);
    render(<EventCard event={cancelled} variant="teaser" />);
    const card = screen.getByTestId('event-card');
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(card).getByText('Cancelled: this event will not take place.'),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Coming Soon!')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Register/ })).not.toBeInTheDocument();
    const closed = within(card).getByRole('button', { name: `Closed: ${cancelled.title}` });
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    expect(closed).toHaveAccessibleDescription(
      'This event has been cancelled, so registration is closed.',
    );
    await userEvent.click(closed);
    expect(toast.error).toHaveBeenCalledWith('Registration Closed', {
      description: 'This event has been cancelled, so registration is closed.',
    });
  });

  it('events list card of a postponed event: To be announced, and registration closed', () => {
    const postponed = changed({ status: 'postponed' });
    render(<EventCard event={postponed} />);
    expect(screen.getByText('Postponed')).toBeInTheDocument();
    expect(screen.getByText('Postponed: new dates will be announced.')).toBeInTheDocument();
    expect(screen.getByText('To be announced')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Registration Closed: ${postponed.title}` }),
    ).toHaveAccessibleDescription(
      'This event has been postponed: registration is closed until the new dates are announced.',
    );
  });

  it('events list card of a rescheduled event: the new dates, the old one, registration open', () => {
    const moved = changed({
      status: 'rescheduled',
      previousStartsAt: '2025-04-08T09:00:00+05:30',
      startsAt: '2025-04-15T09:00:00+05:30',
      endsAt: '2025-04-17T20:00:00+05:30',
    });
    render(<EventCard event={moved} />);
    expect(screen.getByText('Rescheduled')).toBeInTheDocument();
    expect(
      screen.getByText('Rescheduled: now April 15-17, 2025 (moved from April 8, 2025).'),
    ).toBeInTheDocument();
    expect(screen.getByText('April 15-17, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Register Now/ })).toHaveAttribute(
      'href',
      moved.registration.formLink,
    );
  });

  it('teaser on now and ended: says so, and offers no registration once ended', () => {
    const event = changed({});
    mockNow = new Date(Date.parse(event.startsAt) + 60_000);
    const { unmount } = render(<EventCard event={event} variant="teaser" />);
    expect(screen.getByText('On now', { ...SHOWN, selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText('Coming Soon!', SHOWN)).not.toBeInTheDocument();
    unmount();

    mockNow = new Date(Date.parse(event.endsAt));
    render(<EventCard event={event} variant="teaser" />);
    expect(screen.getByText('This event has ended.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
    // No grey "Closed" under an event that is over: its details are what is left to offer.
    expect(screen.queryByRole('link', { name: /^Register/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Details: ${event.title}` })).toBeInTheDocument();
  });

  it('ended after it was cancelled: keeps its Closed button, which says why', () => {
    const cancelled = changed({ status: 'cancelled' });
    mockNow = new Date(Date.parse(cancelled.endsAt) + 24 * 60 * 60 * 1000);
    render(<EventCard event={cancelled} />);
    expect(
      screen.getByRole('button', { name: `Registration Closed: ${cancelled.title}` }),
    ).toHaveAccessibleDescription(REGISTRATION_CLOSED_BECAUSE.cancelled);
  });

  it('a teaser says "On now" once: its badge repeats its line, unread', () => {
    const event = changed({});
    mockNow = new Date(Date.parse(event.startsAt) + 60_000);
    const { unmount } = render(<EventCard event={event} variant="full" />);
    // On the list, the badge is the one place that says it.
    expect(screen.getByText('On now', SHOWN)).not.toHaveAttribute('aria-hidden');
    unmount();

    render(<EventCard event={event} variant="teaser" />);
    const badge = document.querySelector('[data-event-phase-badge="on-now"]')!;
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('On now', { ...SHOWN, selector: 'p' })).toBeInTheDocument();
  });

  it('between two of its days: not "On now", but which day starts when', () => {
    // April 8-10, 9:00 AM to 8:00 PM each day.
    const event = changed({});
    for (const [moment, label, line] of [
      [
        '2025-04-08T21:00:00+05:30',
        'Day 2 at 9:00 AM',
        'Day 2 of 3 starts April 9, 2025 at 9:00 AM.',
      ],
      [
        '2025-04-10T08:59:00+05:30',
        'Day 3 at 9:00 AM',
        'Day 3 of 3 starts April 10, 2025 at 9:00 AM.',
      ],
    ] as const) {
      mockNow = new Date(moment);
      const { unmount } = render(<EventCard event={event} variant="teaser" />);
      const badge = document.querySelector('[data-event-phase-badge]');
      expect(badge).toHaveTextContent(label);
      expect(badge).toHaveAttribute('data-event-phase-badge', 'between-days');
      expect(screen.getByText(line, { ...SHOWN, selector: 'p' })).toBeInTheDocument();
      expect(screen.queryByText(/On now/, SHOWN)).not.toBeInTheDocument();
      unmount();
    }
    // During its hours on day 2.
    mockNow = new Date('2025-04-09T09:00:00+05:30');
    render(<EventCard event={event} variant="teaser" />);
    expect(document.querySelector('[data-event-phase-badge]')).toHaveAttribute(
      'data-event-phase-badge',
      'on-now',
    );
    expect(screen.getByText('On now', { ...SHOWN, selector: 'p' })).toBeInTheDocument();
  });
});
