// What a failed or refused send means for the visitor. The form loads this module on the
// visitor's first interaction (with the EmailJS SDK), not with the page.

import { isNetworkFailure } from '@/lib/network-failure';

export { SEND_FAILED_TITLE, SEND_SUCCESS_TITLE } from './message';

export type SendFailureKind =
  | 'spam-check'
  | 'too-fast'
  | 'too-soon'
  | 'recaptcha-unavailable'
  | 'no-answer'
  | 'headless'
  | 'blocked'
  | 'rate-limited'
  | 'network'
  | 'not-working'
  | 'service';

/** `retry`: trying again later can work; otherwise the form points to "Email us instead". */
export type SendFailure = { kind: SendFailureKind; description: string; retry: boolean };

/**
 * The form's own refusals, made before anything is sent: a send faster than a person can type
 * (too-fast), one within the rate limit of the previous message (too-soon), or a reCAPTCHA check
 * that could not load; or a send that got no answer in time (no-answer: it may or may not have
 * arrived). `waitMs`: how long until a new attempt can pass.
 */
export class SendRefusal extends Error {
  constructor(
    readonly kind: 'too-fast' | 'too-soon' | 'recaptcha-unavailable' | 'no-answer',
    readonly waitMs = 0,
  ) {
    super(`Contact message not sent: ${kind}`);
    this.name = 'SendRefusal';
  }
}

const KEEP = 'Your message is still in the form.';
const EMAIL_INSTEAD = 'Please use “Email us instead”: your email app opens with your message.';

/** EmailJS answers these when the account, service or template is wrong or gone. */
const PERMANENT = new Set([400, 401, 404, 412]);

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}

/** "42 seconds", "1 minute", "2 minutes" (rounded up: never tells anyone to come back early). */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function refusal(error: SendRefusal): SendFailure {
  switch (error.kind) {
    case 'too-fast':
      return {
        kind: 'too-fast',
        retry: true,
        description: `That was quicker than anyone can type, so the form held your message back as a guard against spam robots. ${KEEP} Check it, then press Send Message again.`,
      };
    case 'too-soon':
      return {
        kind: 'too-soon',
        retry: true,
        description: `A message was sent from this browser a moment ago, and the form sends one at a time to keep floods out. ${KEEP} Please wait ${waitText(error.waitMs)}, then press Send Message again.`,
      };
    case 'no-answer':
      return {
        kind: 'no-answer',
        retry: true,
        description: `Our email service did not answer in time, so we cannot tell whether your message arrived. ${KEEP} Check your connection, then press Send Message again, or use “Email us instead”.`,
      };
    case 'recaptcha-unavailable':
      return {
        kind: 'recaptcha-unavailable',
        retry: false,
        description: `The “I'm not a robot” check could not load, so the form cannot send your message. ${KEEP} ${EMAIL_INSTEAD}`,
      };
  }
}

/**
 * Maps whatever sending rejected with to what the visitor can do about it: the form's own
 * SendRefusal, `{ status, text }` from the EmailJS API or the SDK's own checks, fetch's TypeError
 * for a network failure, or a plain string when a key or id is missing. Only a rate limit and a
 * network failure are worth another try; everything else points to "Email us instead".
 */
export function describeSendError(error: unknown): SendFailure {
  if (error instanceof SendRefusal) return refusal(error);
  const status = statusOf(error);
  if (typeof error === 'string' || (status !== undefined && PERMANENT.has(status))) {
    return {
      kind: 'not-working',
      retry: false,
      description: `Online sending is not working on this site at the moment${status ? ` (error ${status})` : ''}. ${KEEP} ${EMAIL_INSTEAD}`,
    };
  }
  if (status === 451) {
    return {
      kind: 'headless',
      retry: false,
      description: `Our email service refused to send from an automated browser. ${KEEP} ${EMAIL_INSTEAD}`,
    };
  }
  if (status === 403) {
    return {
      kind: 'blocked',
      retry: false,
      description: `Our email service refused this message. ${KEEP} ${EMAIL_INSTEAD}`,
    };
  }
  if (status === 429) {
    return {
      kind: 'rate-limited',
      retry: true,
      description: `Too many messages were sent in a short time. Please wait a minute, then try again. ${KEEP}`,
    };
  }
  if (status === 0 || isNetworkFailure(error)) {
    return {
      kind: 'network',
      retry: true,
      description: `We could not reach our email service. Check your connection and try again. ${KEEP}`,
    };
  }
  return {
    kind: 'service',
    retry: false,
    description: `Our email service had a problem${status ? ` (error ${status})` : ''}. ${KEEP} ${EMAIL_INSTEAD}`,
  };
}

/** A filled honeypot: the hidden anti-robot field has a value (a browser's autofill can do it). */
export const SPAM_CHECK_FAILURE: SendFailure = {
  kind: 'spam-check',
  retry: false,
  description: `A hidden field that catches spam robots was filled in (your browser's autofill may have done it), so your message could not be sent. ${KEEP} ${EMAIL_INSTEAD}`,
};
