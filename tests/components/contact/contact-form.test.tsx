import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import {
  CONTACT_DRAFT_ATTRIBUTE,
  CONTACT_DRAFT_FILL_SCRIPT,
  CONTACT_DRAFT_KEY,
  CONTACT_DRAFT_SCRIPT,
  saveContactDraft,
} from '@/lib/contact/draft';
import { loadRecaptcha, type Grecaptcha } from '@/lib/contact/load-recaptcha';
import { EMPTY_CONTACT } from '@/lib/contact/message';
import { type EmailSettings } from '@/lib/contact/settings';
import { sendContactMessage } from '@/lib/email/send-contact';
import { toast } from '@/lib/toast';
import { ContactForm } from '@/components/contact/contact-form';
import { NotConfiguredNotice } from '@/components/contact/not-configured-notice';
import { RECAPTCHA_NOTES } from '@/components/contact/recaptcha-notes';

jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/email/send-contact', () => ({ sendContactMessage: jest.fn() }));
jest.mock('@/lib/contact/load-recaptcha', () => ({ loadRecaptcha: jest.fn() }));

const send = jest.mocked(sendContactMessage);
const load = jest.mocked(loadRecaptcha);

/** performance.now(), moved on by `elapse`: the form refuses sends faster than 3 s. */
let offset = 0;
const realNow = performance.now.bind(performance);
function elapse(ms = 3_500) {
  offset += ms;
}
const CLUB = 'club@example.org';
const settings: EmailSettings = {
  publicKey: 'pk',
  serviceId: 'service_x',
  templateId: 'template_x',
  blockHeadless: false,
  blockList: [],
};

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email Address' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone (optional)' }),
  subject: () => screen.getByRole('combobox', { name: 'Subject' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), '  Asha Roy ');
  await user.type(field.email(), 'asha@example.com');
  await user.selectOptions(field.subject(), 'Sponsorship');
  await user.type(field.message(), 'We would like to sponsor VIBGYOR.');
}

beforeEach(() => {
  localStorage.clear();
  offset = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => realNow() + offset);
});

afterEach(() => jest.restoreAllMocks());

describe('ContactForm without EmailJS settings', () => {
  it('says plainly that online sending is not set up and offers email instead', async () => {
    const user = userEvent.setup();
    render(
      <ContactForm
        settings={null}
        clubEmail={CLUB}
        notice={<NotConfiguredNotice clubEmail={CLUB} />}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Online sending is not set up on this copy of the site',
    );
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

    await user.selectOptions(field.subject(), 'Join a Team');
    await user.type(field.message(), 'Can I try out for futsal?');
    const href = screen.getByRole('link', { name: 'Email us instead' }).getAttribute('href') ?? '';
    const url = new URL(href);
    expect(url.protocol + url.pathname).toBe(`mailto:${CLUB}`);
    expect(url.searchParams.get('subject')).toBe('Join a Team (website contact form)');
    expect(url.searchParams.get('body')).toBe('Can I try out for futsal?');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('ContactForm with EmailJS settings', () => {
  it('shows every error, focuses the first invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<ContactForm settings={settings} clubEmail={CLUB} />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field.name()).toHaveFocus();
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).toHaveAccessibleDescription('Enter your full name.');
    expect(field.email()).toHaveAccessibleDescription('Enter your email address.');
    expect(field.subject()).toHaveAccessibleDescription('Select a subject.');
    expect(field.phone()).not.toHaveAttribute('aria-invalid');
    expect(field.message()).toHaveAccessibleDescription('Enter your message. 0 / 2000 characters');
    expect(screen.getByRole('status')).toHaveTextContent('4 fields need attention.');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed values once, then resets the form and the draft', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ContactForm settings={settings} clubEmail={CLUB} />);
    await fillValid(user);
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toContain('Asha Roy');

    elapse();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    // Refused while sending, yet still holding the focus (a disabled button would drop it).
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.type(field.name(), '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    // Words typed now would be cleared with the form on success: the fields refuse them.
    expect(field.message()).toHaveAttribute('readonly');
    expect(field.subject()).toHaveAttribute('aria-readonly', 'true');
    await user.type(field.message(), ' PS: and futsal.');
    await user.selectOptions(field.subject(), 'Join a Team');
    expect(field.message()).toHaveValue('We would like to sponsor VIBGYOR.');
    expect(field.subject()).toHaveValue('Sponsorship');
    // Nor can the draft be discarded meanwhile: a failure would leave nothing to send again.
    const discard = screen.getByRole('button', { name: 'Discard draft' });
    expect(discard).toHaveAttribute('aria-disabled', 'true');
    await user.click(discard);
    expect(field.message()).toHaveValue('We would like to sponsor VIBGYOR.');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toContain('Asha Roy');
    expect(send).toHaveBeenCalledWith(
      settings,
      {
        user_name: 'Asha Roy',
        user_email: 'asha@example.com',
        user_phone: '',
        subject: 'Sponsorship',
        message: 'We would like to sponsor VIBGYOR.',
      },
      undefined,
    );

    finish();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "Message sent successfully! We'll get back to you soon.",
      ),
    );
    expect(field.name()).toHaveValue('');
    expect(field.subject()).toHaveValue('');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    expect(field.message()).not.toHaveAttribute('readonly');
    expect(field.subject()).not.toHaveAttribute('aria-readonly');
  });

  it('after a send, keeps the draft another tab saved meanwhile', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ContactForm settings={settings} clubEmail={CLUB} />);
    await fillValid(user);
    elapse();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('button', { name: 'Sending…' });
    // The contact page open in another tab goes on with a second message, saved as the draft.
    saveContactDraft({ ...EMPTY_CONTACT, message: 'A second message, from another tab.' });
    finish();
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(field.message()).toHaveValue('');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toContain(
      'A second message, from another tab.',
    );
  });

  it('keeps every value after a failure and offers email with what was typed', async () => {
    const user = userEvent.setup();
    send.mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    render(<ContactForm settings={settings} clubEmail={CLUB} />);
    await fillValid(user);
    elapse();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to send message. Please try again.', {
        description: expect.stringMatching(/wait a minute/),
      }),
    );
    expect(screen.getByText(/Your message was not sent\./)).toBeInTheDocument();
    expect(field.message()).toHaveValue('We would like to sponsor VIBGYOR.');
    expect(field.name()).toHaveValue('Asha Roy');
    const href = screen.getByRole('link', { name: 'Email us instead' }).getAttribute('href');
    expect(href).toContain(`mailto:${CLUB}?subject=Sponsorship`);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('restores a saved draft and can clear it', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ savedAt: Date.now(), values: { user_name: 'Asha', message: 'Hi' } }),
    );
    const { container } = render(<ContactForm settings={settings} clubEmail={CLUB} />);
    const note = screen.getByText('We kept the message you started earlier.');
    await waitFor(() => expect(note).toHaveAttribute('data-shown'));
    // The draft read: from now on the notes follow the form's state, not the page's mark.
    expect(container.querySelector('form')).toHaveAttribute('data-settled');
    expect(field.name()).toHaveValue('Asha');
    expect(field.message()).toHaveValue('Hi');
    await user.click(screen.getByRole('button', { name: 'Clear form' }));
    expect(field.name()).toHaveValue('');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    expect(note).not.toHaveAttribute('data-shown');
    // The button went with the note: the focus goes to the first field, not to the page, and
    // the status line says what happened, until the visitor goes on.
    expect(field.name()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Form cleared.');
    await user.keyboard('A');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('sends nothing when the honeypot is filled, and says so instead of pretending', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm settings={settings} clubEmail={CLUB} />);
    await fillValid(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    honeypot!.value = 'https://spam.example';
    elapse();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Failed to send message. Please try again.', {
      description: expect.stringMatching(/could not be sent/),
    });
    expect(screen.getByText(/Your message was not sent\./)).toBeInTheDocument();
    expect(field.message()).toHaveValue('We would like to sponsor VIBGYOR.');
    expect(screen.getByRole('link', { name: 'Email us instead' })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${CLUB}?subject=Sponsorship`),
    );
  });

  it('refuses a send faster than a person can type, keeps the form, and sends once time has passed', async () => {
    const user = userEvent.setup();
    send.mockResolvedValue();
    render(<ContactForm settings={settings} clubEmail={CLUB} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Failed to send message. Please try again.', {
      description: expect.stringMatching(/quicker than anyone can type/),
    });
    expect(field.name()).toHaveValue('Asha Roy');
    expect(screen.getByText(/Your message was not sent\./)).toBeInTheDocument();

    elapse(3_000);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });

  it('shows that a draft is kept and discards it on request', async () => {
    const user = userEvent.setup();
    render(<ContactForm settings={settings} clubEmail={CLUB} />);
    // Always in the page, shown by CSS (app/globals.css) when marked data-shown.
    const note = screen.getByText(/Kept as a draft in this browser for up to 7 days/);
    expect(note).not.toHaveAttribute('data-shown');
    await user.type(field.message(), 'Private note');
    expect(note).toHaveAttribute('data-shown');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toContain('Private note');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(field.message()).toHaveValue('');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    expect(note).not.toHaveAttribute('data-shown');
    expect(field.name()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Form cleared.');
    // A send tried now says what it finds instead.
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^4 fields need attention\.$/);
  });

  it('treats pasted HTML as text', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm settings={settings} clubEmail={CLUB} />);
    await user.click(field.message());
    await user.paste('<img src="x" onerror="alert(1)"><b>bold</b>');
    expect(field.message()).toHaveValue('<img src="x" onerror="alert(1)"><b>bold</b>');
    expect(container.querySelector('img, b')).toBeNull();
  });
});

describe('ContactForm for a returning visitor, before it is interactive', () => {
  const kept = JSON.stringify({
    savedAt: Date.now() - 60_000,
    values: {
      user_name: 'Asha',
      subject: 'Sponsorship',
      message: 'A long message started on an earlier visit.',
    },
  });
  /**
   * The form's HTML as the page has it, with the page's two scripts run on it as the browser runs
   * them (before the form is drawn, then right after it), and touched by the visitor before
   * React takes it over (`visitor`).
   */
  function hydrateAfter(visitor: (form: HTMLFormElement) => void) {
    localStorage.setItem(CONTACT_DRAFT_KEY, kept);
    new Function(CONTACT_DRAFT_SCRIPT)();
    const ui = <ContactForm settings={settings} clubEmail={CLUB} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    new Function(CONTACT_DRAFT_FILL_SCRIPT)();
    visitor(container.querySelector('form')!);
    const rendered = render(ui, { container, hydrate: true });
    return { ...rendered, form: container.querySelector('form')! };
  }
  afterEach(() => document.documentElement.removeAttribute(CONTACT_DRAFT_ATTRIBUTE));

  it('has the draft in the fields from the start: words typed then add to it and are saved', async () => {
    let shown = '';
    const { form } = hydrateAfter((html) => {
      const message = html.elements.namedItem('message') as HTMLTextAreaElement;
      shown = message.value;
      message.value += ' PS: typed before the page was interactive.';
      (html.elements.namedItem('subject') as HTMLSelectElement).value = 'Join a Team';
    });
    expect(shown).toBe('A long message started on an earlier visit.');
    await waitFor(() => expect(form).toHaveAttribute('data-settled'));
    const whole =
      'A long message started on an earlier visit. PS: typed before the page was interactive.';
    expect(field.message()).toHaveValue(whole);
    expect(field.name()).toHaveValue('Asha');
    expect(field.subject()).toHaveValue('Join a Team');
    expect(JSON.parse(localStorage.getItem(CONTACT_DRAFT_KEY) ?? '{}').values).toMatchObject({
      user_name: 'Asha',
      subject: 'Join a Team',
      message: whole,
    });
  });

  it('leaves the kept draft, and its 7 days, as they were when nothing was typed', async () => {
    const { form } = hydrateAfter(() => {});
    await waitFor(() => expect(form).toHaveAttribute('data-settled'));
    expect(field.message()).toHaveValue('A long message started on an earlier visit.');
    expect(field.subject()).toHaveValue('Sponsorship');
    expect(localStorage.getItem(CONTACT_DRAFT_KEY)).toBe(kept);
  });
});

/** A stand-in for Google's widget: a checkbox button that answers with a token when ticked. */
function fakeGrecaptcha() {
  const reset = jest.fn();
  const api: Grecaptcha = {
    render: (container, parameters) => {
      const box = document.createElement('button');
      box.type = 'button';
      box.textContent = "I'm not a robot";
      box.dataset.sitekey = parameters.sitekey;
      box.addEventListener('click', () => parameters.callback('token-1'));
      container.append(box);
      return 7;
    },
    reset,
  };
  load.mockResolvedValue(api);
  return { reset };
}

describe('ContactForm with a reCAPTCHA site key', () => {
  const withKey: EmailSettings = { ...settings, recaptchaSiteKey: 'site-key-0123456789abcdef' };

  it('loads the check on the first interaction with the form, not with the page', async () => {
    const user = userEvent.setup();
    fakeGrecaptcha();
    render(<ContactForm settings={withKey} clubEmail={CLUB} recaptchaNotes={RECAPTCHA_NOTES} />);
    expect(screen.getByText(/appears here when you start writing/)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await user.click(field.name());
    const box = await screen.findByRole('button', { name: "I'm not a robot" });
    expect(load).toHaveBeenCalledTimes(1);
    expect(box).toHaveAttribute('data-sitekey', 'site-key-0123456789abcdef');
    await user.type(field.email(), 'a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the tick before sending, then sends the token with the message once', async () => {
    const user = userEvent.setup();
    const { reset } = fakeGrecaptcha();
    send.mockResolvedValue();
    render(<ContactForm settings={withKey} clubEmail={CLUB} />);
    await fillValid(user);
    elapse();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).not.toHaveBeenCalled();
    expect(
      screen.getByText('Tick “I’m not a robot” before sending.', {
        selector: '#contact-recaptcha-error',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I'm not a robot" })).toHaveFocus();
    // Read out as it appears: the focus, in Google's frame, says nothing of it.
    expect(screen.getByRole('status')).toHaveTextContent('Tick “I’m not a robot” before sending.');

    await user.click(screen.getByRole('button', { name: "I'm not a robot" }));
    expect(screen.queryByText('Tick “I’m not a robot” before sending.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith(
      withKey,
      expect.objectContaining({ user_name: 'Asha Roy' }),
      'token-1',
    );
    expect(reset).toHaveBeenCalledWith(7);
  });

  it('says the check could not load, offers email and a retry, and sends nothing', async () => {
    const user = userEvent.setup();
    load.mockRejectedValue(new Error('The reCAPTCHA script did not load'));
    render(<ContactForm settings={withKey} clubEmail={CLUB} />);
    await fillValid(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The “I’m not a robot” check could not load.',
    );
    elapse();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Failed to send message. Please try again.', {
      description: expect.stringMatching(/could not load, so the form cannot send/),
    });
    expect(screen.getByRole('link', { name: 'Email us instead' })).toBeInTheDocument();

    fakeGrecaptcha();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: "I'm not a robot" })).toBeInTheDocument();
  });
});
