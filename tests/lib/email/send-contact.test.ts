import { CONTACT_RATE_LIMIT_KEY } from '@/lib/contact/draft';
import { EMPTY_CONTACT } from '@/lib/contact/message';
import { SEND_TIMEOUT_MS } from '@/lib/contact/no-answer';
import { SendRefusal } from '@/lib/contact/send-error';
import { type EmailSettings } from '@/lib/contact/settings';
import type * as sendModule from '@/lib/email/send-contact';

// The real EmailJS SDK, answered at fetch: what the rate limit does across attempts.

const settings: EmailSettings = {
  publicKey: 'pk',
  serviceId: 'service_x',
  templateId: 'template_x',
  blockHeadless: false,
  limitRateMs: 60_000,
  blockList: [],
};
const values = { ...EMPTY_CONTACT, user_name: 'Asha', user_email: 'a@example.com', message: 'Hi' };

let sendContactMessage: typeof sendModule.sendContactMessage;
const fetchMock = jest.fn();
let now = Date.UTC(2026, 10, 23, 12);

function answer(status: number) {
  fetchMock.mockResolvedValueOnce({ ok: status < 300, status, text: async () => 'x' });
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  jest.isolateModules(() => {
    ({ sendContactMessage } = jest.requireActual('@/lib/email/send-contact'));
  });
});

afterEach(() => jest.restoreAllMocks());

function sentFields(call: number): Record<string, string> {
  const body = fetchMock.mock.calls[call]?.[1]?.body as FormData;
  return Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)]));
}

describe('sendContactMessage', () => {
  it('sends the five fields, and the reCAPTCHA token as g-recaptcha-response', async () => {
    answer(200);
    await sendContactMessage(settings, values, 'token-123');
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.emailjs.com/api/v1.0/email/send-form',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sentFields(0)).toMatchObject({
      ...values,
      'g-recaptcha-response': 'token-123',
      service_id: 'service_x',
      template_id: 'template_x',
      user_id: 'pk',
    });
    answer(200);
    now += 60_000;
    await sendContactMessage(settings, values);
    expect(sentFields(1)).not.toHaveProperty('g-recaptcha-response');
  });

  it('after a send, refuses the next one within the limit without a request, saying how long to wait', async () => {
    answer(200);
    await sendContactMessage(settings, values);
    expect(localStorage.getItem(CONTACT_RATE_LIMIT_KEY)).toBe(String(now));
    now += 20_000;
    const refused = sendContactMessage(settings, values);
    // (isolateModules loads its own copy of the class, so compare by name.)
    await expect(refused).rejects.toMatchObject({
      name: SendRefusal.name,
      kind: 'too-soon',
      waitMs: 40_000,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now += 40_000;
    answer(200);
    await sendContactMessage(settings, values);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not count a failed attempt: a network failure or a refusal can be retried at once', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendContactMessage(settings, values)).rejects.toBeInstanceOf(TypeError);
    expect(localStorage.getItem(CONTACT_RATE_LIMIT_KEY)).toBeNull();
    answer(500);
    await expect(sendContactMessage(settings, values)).rejects.toMatchObject({ status: 500 });
    answer(200);
    await sendContactMessage(settings, values);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    // An older successful send stays recorded when a later attempt fails.
    const sentAt = now;
    now += 61_000;
    answer(429);
    await expect(sendContactMessage(settings, values)).rejects.toMatchObject({ status: 429 });
    expect(localStorage.getItem(CONTACT_RATE_LIMIT_KEY)).toBe(String(sentAt));
  });

  it('sends without a limit when it is turned off', async () => {
    answer(200);
    answer(200);
    const unlimited = { ...settings, limitRateMs: undefined };
    await sendContactMessage(unlimited, values);
    await sendContactMessage(unlimited, values);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects with the SDK’s string when an id is missing, before any request', async () => {
    await expect(sendContactMessage({ ...settings, templateId: '' }, values)).rejects.toMatch(
      /template ID is required/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(CONTACT_RATE_LIMIT_KEY)).toBeNull();
  });

  it('ends an attempt that gets no answer, after the time limit or when the phone goes offline', async () => {
    jest.useFakeTimers({ doNotFake: ['Date'] });
    try {
      // The request leaves and no answer ever comes.
      fetchMock.mockReturnValue(new Promise(() => {}));
      const stalled = sendContactMessage(settings, values);
      const refusal = expect(stalled).rejects.toMatchObject({ kind: 'no-answer' });
      await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
      await refusal;
      // Not counted for the rate limit: the visitor may send again at once.
      expect(localStorage.getItem(CONTACT_RATE_LIMIT_KEY)).toBeNull();

      const offline = sendContactMessage(settings, values);
      const ended = expect(offline).rejects.toMatchObject({ kind: 'no-answer' });
      await jest.advanceTimersByTimeAsync(0);
      window.dispatchEvent(new Event('offline'));
      await ended;
    } finally {
      jest.useRealTimers();
    }
  });
});
