import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { OPEN_UNTIL_ATTRIBUTE, REPLAY_ATTRIBUTE } from '@/lib/early-taps';
import { REGISTER_AT_THE_EVENT, registrationOpenUntil } from '@/lib/events/phase';
import { toast } from '@/lib/toast';
import { EventRegisterButton, RegisterButton } from '@/components/events/register-button';

import { fixtureEvent, OPEN_REGISTRATION } from '../../support/events';

jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

// The site's clock, for the build (buildNow) and the page (pageNow).
let mockNow = new Date(0);
jest.mock('@/lib/clock/build', () => ({ buildNow: () => mockNow }));
jest.mock('@/lib/clock/page', () => ({ pageNow: () => mockNow.getTime() }));

describe('RegisterButton', () => {
  it('links to the form in a new tab when registration is open', () => {
    render(<RegisterButton eventTitle="Chess" open formLink="https://forms.example.com/chess" />);
    const link = screen.getByRole('link', { name: 'Register Now: Chess (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://forms.example.com/chess');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['closed', false, 'https://forms.example.com/chess'],
    ['open without a link', true, undefined],
  ])('shows a destructive toast when %s', async (_case, open, formLink) => {
    render(
      <RegisterButton eventTitle="Chess" open={open} formLink={formLink} closedLabel="Closed" />,
    );
    const button = screen.getByRole('button', { name: 'Closed: Chess' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // A tap before the page is live is replayed once it is (lib/early-taps.ts).
    expect(button).toHaveAttribute(REPLAY_ATTRIBUTE);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(toast.error).toHaveBeenCalledWith('Registration Closed', {
      description: 'Registration for this event is currently closed.',
    });
  });

  it('gives the reason it is closed in the toast and as the description', async () => {
    const reason = 'This event has been cancelled, so registration is closed.';
    render(
      <RegisterButton
        eventTitle="Chess"
        open={false}
        formLink="https://forms.example.com/chess"
        closedReason={reason}
      />,
    );
    const button = screen.getByRole('button', { name: 'Registration Closed: Chess' });
    expect(button).toHaveAccessibleDescription(reason);
    await userEvent.click(button);
    expect(toast.error).toHaveBeenCalledWith('Registration Closed', { description: reason });
  });

  it('an event on now that registers people there says so, not "Registration Closed"', async () => {
    render(
      <RegisterButton
        eventTitle="Flash"
        open={false}
        closedReason={REGISTER_AT_THE_EVENT}
        atTheEvent="On the spot"
      />,
    );
    const button = screen.getByRole('button', { name: 'Registration: On the spot, Flash' });
    expect(button).toHaveTextContent('Registration: On the spot');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveAccessibleDescription(REGISTER_AT_THE_EVENT);
    await userEvent.click(button);
    expect(toast.success).toHaveBeenCalledWith('Registration: On the spot', {
      description: REGISTER_AT_THE_EVENT,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('EventRegisterButton', () => {
  const event = fixtureEvent({
    startsAt: '2025-04-08T09:00:00+05:30',
    endsAt: '2025-04-10T20:00:00+05:30',
    registration: OPEN_REGISTRATION,
  });
  const photos = <a href="/gallery/#gallery-football">Football photos</a>;

  it('registers before the event and gives its place to what follows once over', () => {
    mockNow = new Date('2025-03-20T10:00:00+05:30');
    const { unmount } = render(<EventRegisterButton event={event} afterEnd={photos} />);
    expect(screen.getByRole('link', { name: /^Register Now/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Football photos' })).not.toBeInTheDocument();
    unmount();

    mockNow = new Date(Date.parse(event.endsAt) + 60_000);
    render(<EventRegisterButton event={event} afterEnd={photos} />);
    expect(screen.queryByRole('link', { name: /^Register/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Football photos' })).toHaveAttribute(
      'href',
      '/gallery/#gallery-football',
    );
  });

  it('marks the open link with when its registration closes, for a tap before the page is live', () => {
    mockNow = new Date('2025-03-20T10:00:00+05:30');
    const { unmount } = render(<EventRegisterButton event={event} />);
    expect(screen.getByRole('link', { name: /^Register Now/ })).toHaveAttribute(
      OPEN_UNTIL_ATTRIBUTE,
      String(registrationOpenUntil(event)),
    );
    unmount();
    // The end of the deadline's Kolkata day, or the event's end if sooner (or no deadline).
    const noDeadline = {
      ...event,
      registration: { ...event.registration, deadline: undefined },
    };
    expect(registrationOpenUntil(noDeadline)).toBe(Date.parse(event.endsAt));
    const later = { ...event, registration: { ...event.registration, deadline: '2025-05-01' } };
    expect(registrationOpenUntil(later)).toBe(Date.parse(event.endsAt));
    expect(registrationOpenUntil(event)).toBe(
      Date.parse(`${event.registration.deadline}T00:00:00+05:30`) + 86_400_000,
    );
  });

  it('a cancelled event keeps its closed button after its dates, not what follows', () => {
    mockNow = new Date(Date.parse(event.endsAt) + 60_000);
    render(<EventRegisterButton event={{ ...event, status: 'cancelled' }} afterEnd={photos} />);
    expect(screen.getByRole('button', { name: /^Registration Closed/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Football photos' })).not.toBeInTheDocument();
  });
});
