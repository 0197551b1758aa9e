import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { OFFLINE_FAILURE } from '@/lib/contact/describe-failure';
import { CONTACT_DRAFT_KEY } from '@/lib/contact/draft';
import { SEND_TIMEOUT_MS } from '@/lib/contact/no-answer';
import { type EmailSettings } from '@/lib/contact/settings';
import { toast } from '@/lib/toast';
import { ContactForm } from '@/components/contact/contact-form';

// A connection that took the requests for the code loaded on use (the EmailJS module, the
// failure's words) and never answers: they never arrive.
jest.mock('@/lib/lazy-module', () => ({ lazyModule: () => () => new Promise(() => {}) }));
jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const settings: EmailSettings = {
  publicKey: 'pk',
  serviceId: 'service_x',
  templateId: 'template_x',
  blockHeadless: false,
  blockList: [],
};
const MESSAGE = 'We would like to sponsor VIBGYOR.';

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('useContactForm on a stalled connection', () => {
  it('ends a send whose EmailJS module never arrives, keeping the form editable with its words', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ContactForm settings={settings} clubEmail="club@example.org" />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Asha Roy');
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'asha@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Sponsorship');
    await user.type(message, MESSAGE);
    act(() => jest.advanceTimersByTime(3_500)); // slower than a robot
    const failed = () =>
      expect(toast.error).toHaveBeenLastCalledWith('Failed to send message. Please try again.', {
        description: OFFLINE_FAILURE.description,
      });

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute(
      'aria-disabled',
    );
    failed();
    expect(screen.getByText('Your message was not sent.')).toBeInTheDocument();
    expect(message).toHaveValue(MESSAGE);
    expect(message).not.toHaveAttribute('readonly');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toContain(MESSAGE);
    await user.type(message, ' PS');
    expect(message).toHaveValue(`${MESSAGE} PS`);

    // Again, and the phone goes offline meanwhile: it ends at once.
    jest.mocked(toast.error).mockClear();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    failed();
    expect(message).toHaveValue(`${MESSAGE} PS`);
  });
});
