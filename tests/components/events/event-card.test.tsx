import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getAllEvents, getEventById, type Event } from '@/lib/events/content';
import { registrationClosesAt } from '@/lib/events/phase';
import { toast } from '@/lib/toast';
import { EventCard } from '@/components/events/event-card';

import { eventWith } from '../../support/events';

jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn() } }));

// The site's clock, for the build (buildNow) and the page (pageNow): each test sets the moment.
let mockNow = new Date(0);
jest.mock('@/lib/events/clock', () => ({ buildNow: () => mockNow }));
jest.mock('@/lib/page-clock', () => ({ pageNow: () => mockNow.getTime() }));

/** A minute before any registration closes or any event starts: the spec's weeks before a fest. */
const beforeTheFest = new Date(
  Math.min(
    ...getAllEvents().flatMap((event) => [
      registrationClosesAt(event) ?? Infinity,
      Date.parse(event.startsAt),
    ]),
  ) - 60_000,
);

beforeEach(() => {
  mockNow = beforeTheFest;
});

function eventOf(id: string): Event {
  const event = getEventById(id);
  if (!event) throw new Error(`no event ${id}`);
  return event;
}

const changed = (change: Record<string, unknown>) => eventWith('cricket', change);

describe('EventCard', () => {
  it('home teaser: image, Featured badge, title, Coming Soon!, Register in a new tab, Details', () => {
    const cricket = eventOf('cricket');
    render(<EventCard event={cricket} variant="teaser" />);
    const card = screen.getByTestId('event-card');
    expect(within(card).getByRole('img', { name: `${cricket.title} artwork` })).toBeInTheDocument();
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: cricket.title })).toBeInTheDocument();
    expect(within(card).getByText('Coming Soon!')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: `Register: ${cricket.title} (opens in a new tab)` }),
    ).toHaveAttribute('href', cricket.registration.formLink);
    // jsdom puts a space before the visually hidden part of the name; browsers do not.
    // Without next.config's trailingSlash, next/link in Jest drops the final slash.
    expect(
      within(card).getByRole('link', { name: new RegExp(`^Details ?: ${cricket.title}$`) }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/events\/cricket\/?$/));
  });

  it('home teaser of a closed event: a disabled Closed button and no link', () => {
    const flash = eventOf('flash');
    expect(flash.registration.open).toBe(false);
    render(<EventCard event={flash} variant="teaser" />);
    expect(screen.getByRole('button', { name: `Closed: ${flash.title}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('link', { name: /^Register/ })).not.toBeInTheDocument();
  });

  it('events list card: every field, Registration Closed when closed', () => {
    const flash = eventOf('flash');
    render(<EventCard event={flash} />);
    for (const value of [flash.date, flash.time, flash.location, flash.capacity, flash.price]) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByText('Category:').parentElement).toHaveTextContent(
      `Category: ${flash.category}`,
    );
    expect(screen.getByText(flash.description)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Registration Closed: ${flash.title}` }),
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
    expect(screen.getByText('On now', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText('Coming Soon!')).not.toBeInTheDocument();
    unmount();

    mockNow = new Date(Date.parse(event.endsAt));
    render(<EventCard event={event} variant="teaser" />);
    expect(screen.getByText('This event has ended.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Register/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Closed: ${event.title}` }),
    ).toHaveAccessibleDescription('This event has ended.');
  });
});
