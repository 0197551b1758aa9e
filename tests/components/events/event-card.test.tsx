import { render, screen, within } from '@testing-library/react';

import { getEventById, type Event } from '@/lib/content/events';
import { EventCard } from '@/components/events/event-card';

jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn() } }));

function eventOf(id: string): Event {
  const event = getEventById(id);
  if (!event) throw new Error(`no event ${id}`);
  return event;
}

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
});
