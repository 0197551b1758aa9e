/** @jest-environment node */
import {
  describeSendError,
  SendRefusal,
  SPAM_CHECK_FAILURE,
  waitText,
} from '@/lib/contact/send-error';

/** The shape @emailjs/browser rejects with for HTTP failures (EmailJSResponseStatus). */
function status(code: number, text: string) {
  return { status: code, text };
}

const EMAIL_INSTEAD = /Please use “Email us instead”/;
const TRY_AGAIN = /try again|Send Message again/;

describe('describeSendError', () => {
  it('says online sending is not working for permanent EmailJS failures, and offers email', () => {
    for (const [code, text] of [
      [400, 'The template ID is invalid'],
      [401, 'The public key is invalid'],
      [404, 'Account not found'],
      [412, 'Gmail_API: Invalid grant. Please reconnect your Gmail account'],
    ] as const) {
      const failure = describeSendError(status(code, text));
      expect(failure).toMatchObject({ kind: 'not-working', retry: false });
      expect(failure.description).toMatch(/^Online sending is not working on this site/);
      expect(failure.description).toContain(`(error ${code})`);
      expect(failure.description).toMatch(EMAIL_INSTEAD);
      expect(failure.description).not.toMatch(TRY_AGAIN);
    }
  });

  it('treats a string rejection (missing key or id) the same way', () => {
    const failure = describeSendError(
      'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates',
    );
    expect(failure).toMatchObject({ kind: 'not-working', retry: false });
    expect(failure.description).toMatch(
      /^Online sending is not working on this site at the moment\./,
    );
    expect(failure.description).toMatch(EMAIL_INSTEAD);
  });

  it('asks to try again only after a rate limit (429) or a network failure', () => {
    const limited = describeSendError(status(429, 'Too Many Requests'));
    expect(limited).toMatchObject({ kind: 'rate-limited', retry: true });
    expect(limited.description).toMatch(/wait a minute, then try again/);
    for (const error of [
      new TypeError('Failed to fetch'),
      status(0, 'Network Error'),
      Object.assign(new Error('Loading chunk 42 failed'), { name: 'ChunkLoadError' }),
    ]) {
      const failure = describeSendError(error);
      expect(failure).toMatchObject({ kind: 'network', retry: true });
      expect(failure.description).toMatch(/Check your connection and try again/);
    }
  });

  it('points to email, without "try again", for refusals and server errors', () => {
    expect(describeSendError(status(451, 'Unavailable For Headless Browser'))).toMatchObject({
      kind: 'headless',
      retry: false,
      description: expect.stringMatching(/automated browser/),
    });
    expect(describeSendError(status(403, 'Forbidden'))).toMatchObject({
      kind: 'blocked',
      retry: false,
      description: expect.stringMatching(/refused this message/),
    });
    const server = describeSendError(status(502, 'Bad Gateway'));
    expect(server).toMatchObject({ kind: 'service', retry: false });
    expect(server.description).toContain('(error 502)');
    for (const failure of [server, describeSendError(status(451, '')), SPAM_CHECK_FAILURE]) {
      expect(failure.description).toMatch(EMAIL_INSTEAD);
      expect(failure.description).not.toMatch(TRY_AGAIN);
    }
  });

  it('falls back to the service wording for anything unknown', () => {
    for (const error of [undefined, null, new Error('boom'), { status: 'teapot' }]) {
      expect(describeSendError(error)).toMatchObject({ kind: 'service', retry: false });
    }
  });

  it('explains the form’s own refusals', () => {
    const fast = describeSendError(new SendRefusal('too-fast', 2_100));
    expect(fast).toMatchObject({ kind: 'too-fast', retry: true });
    expect(fast.description).toMatch(/quicker than anyone can type/);
    const soon = describeSendError(new SendRefusal('too-soon', 41_200));
    expect(soon).toMatchObject({ kind: 'too-soon', retry: true });
    expect(soon.description).toMatch(/Please wait 42 seconds, then press Send Message again\./);
    const captcha = describeSendError(new SendRefusal('recaptcha-unavailable'));
    expect(captcha).toMatchObject({ kind: 'recaptcha-unavailable', retry: false });
    expect(captcha.description).toMatch(EMAIL_INSTEAD);
    const silent = describeSendError(new SendRefusal('no-answer'));
    expect(silent).toMatchObject({ kind: 'no-answer', retry: true });
    expect(silent.description).toMatch(/cannot tell whether your message arrived/);
  });

  it('always says the message is still in the form', () => {
    for (const error of [
      status(400, ''),
      status(451, ''),
      status(403, ''),
      status(429, ''),
      status(502, ''),
      new TypeError('x'),
      'missing id',
      new SendRefusal('too-fast', 1),
      new SendRefusal('too-soon', 1),
      new SendRefusal('recaptcha-unavailable'),
    ]) {
      expect(describeSendError(error).description).toMatch(/still in the form/);
    }
    expect(SPAM_CHECK_FAILURE.description).toMatch(/still in the form/);
    expect(SPAM_CHECK_FAILURE.description).toMatch(/could not be sent/);
  });
});

describe('waitText', () => {
  it('rounds up to whole seconds, then to minutes', () => {
    expect(waitText(0)).toBe('1 second');
    expect(waitText(1_000)).toBe('1 second');
    expect(waitText(1_001)).toBe('2 seconds');
    expect(waitText(58_100)).toBe('59 seconds');
    expect(waitText(59_500)).toBe('1 minute');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(60_001)).toBe('2 minutes');
  });
});
