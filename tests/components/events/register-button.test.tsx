import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { REPLAY_ATTRIBUTE } from '@/lib/early-taps';
import { REGISTER_AT_THE_EVENT } from '@/lib/events/phase';
import { toast } from '@/lib/toast';
import { RegisterButton } from '@/components/events/register-button';

jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

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
