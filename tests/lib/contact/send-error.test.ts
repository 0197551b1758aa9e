/** @jest-environment node */
import { describeSendError } from '@/lib/contact/send-error';

/** The shape @emailjs/browser rejects with for HTTP failures (EmailJSResponseStatus). */
function status(code: number, text: string) {
  return { status: code, text };
}

describe('describeSendError', () => {
  it('explains a headless-browser refusal (451) and points to email', () => {
    const failure = describeSendError(status(451, 'Unavailable For Headless Browser'));
    expect(failure.kind).toBe('headless');
    expect(failure.description).toMatch(/automated browser/);
    expect(failure.description).toMatch(/Email us instead/);
  });

  it('explains a block-list refusal (403)', () => {
    const failure = describeSendError(status(403, 'Forbidden'));
    expect(failure.kind).toBe('blocked');
    expect(failure.description).toMatch(/refused this message/);
  });

  it('asks the visitor to wait a minute after a rate limit (429)', () => {
    const failure = describeSendError(status(429, 'Too Many Requests'));
    expect(failure.kind).toBe('rate-limited');
    expect(failure.description).toMatch(/wait a minute/);
  });

  it('names the status of any other API error', () => {
    const failure = describeSendError(status(500, 'Internal Server Error'));
    expect(failure.kind).toBe('service');
    expect(failure.description).toContain('(error 500)');
    expect(describeSendError(status(400, 'The template ID is invalid')).kind).toBe('service');
  });

  it("treats fetch's TypeError, a status 0 and a failed chunk load as a network failure", () => {
    expect(describeSendError(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(describeSendError(status(0, 'Network Error')).kind).toBe('network');
    const chunk = Object.assign(new Error('Loading chunk 42 failed'), { name: 'ChunkLoadError' });
    expect(describeSendError(chunk).kind).toBe('network');
    expect(describeSendError(new TypeError('x')).description).toMatch(/Check your connection/);
  });

  it('treats a string rejection (missing key or id) as a setup problem', () => {
    const failure = describeSendError(
      'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    );
    expect(failure.kind).toBe('not-configured');
    expect(failure.description).toMatch(/not set up correctly/);
  });

  it('falls back to a generic message for anything else, and always says the message is kept', () => {
    for (const error of [undefined, null, new Error('boom'), { status: 'teapot' }]) {
      expect(describeSendError(error).kind).toBe('service');
    }
    for (const error of [
      status(451, ''),
      status(403, ''),
      status(429, ''),
      status(502, ''),
      new TypeError('x'),
    ]) {
      expect(describeSendError(error).description).toMatch(/still in the form/);
    }
  });
});
