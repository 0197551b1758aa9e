/** The toasts' fixed titles (spec section 8). */
export const SEND_SUCCESS_TITLE = "Message sent successfully! We'll get back to you soon.";
export const SEND_FAILED_TITLE = 'Failed to send message. Please try again.';

export type SendFailureKind =
  'headless' | 'blocked' | 'rate-limited' | 'network' | 'not-configured' | 'service';

export type SendFailure = { kind: SendFailureKind; description: string };

const KEEP = 'Your message is still in the form.';

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}

/**
 * Maps whatever `sendForm` (or loading it) rejected with to what the visitor can do about it:
 * `{ status, text }` from the EmailJS API or the SDK's own checks, fetch's TypeError for a
 * network failure, or a plain string when a key or id is missing.
 */
export function describeSendError(error: unknown): SendFailure {
  if (typeof error === 'string') {
    return {
      kind: 'not-configured',
      description:
        'Online sending is not set up correctly on this copy of the site. Please use “Email us instead”.',
    };
  }
  const status = statusOf(error);
  if (status === 451) {
    return {
      kind: 'headless',
      description: `Our email service refused to send from an automated browser. ${KEEP} Please use “Email us instead”.`,
    };
  }
  if (status === 403) {
    return {
      kind: 'blocked',
      description: `Our email service refused this message. ${KEEP} Please use “Email us instead”.`,
    };
  }
  if (status === 429) {
    return {
      kind: 'rate-limited',
      description: `Too many messages were sent in a short time. Please wait a minute, then try again. ${KEEP}`,
    };
  }
  const isNetwork =
    status === 0 ||
    error instanceof TypeError ||
    (error instanceof Error && error.name === 'ChunkLoadError');
  if (isNetwork) {
    return {
      kind: 'network',
      description: `We could not reach our email service. Check your connection and try again. ${KEEP}`,
    };
  }
  return {
    kind: 'service',
    description: `Our email service had a problem${status ? ` (error ${status})` : ''}. Try again in a few minutes or use “Email us instead”. ${KEEP}`,
  };
}
