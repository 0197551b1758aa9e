import { NO_ANSWER, withinSendLimit } from './no-answer';
import type * as sendErrorModule from './send-error';
import type { SendFailure } from './send-error';

// Types only from ./send-error: its words are loaded after the visitor's first interaction (the
// form passes its loader in), so this module keeps them out of the page's JavaScript.

/**
 * Why a send did not happen or did not work. `unreachable`: the code that sends did not arrive
 * in time (the connection stalled or went offline), so nothing was sent.
 */
export type SendCause =
  | { error: unknown }
  | { spamCheck: true }
  | { unreachable: true }
  | { refusal: 'too-fast' | 'recaptcha-unavailable'; waitMs?: number };

/** What to say if even the words could not be loaded (the connection is down). */
export const OFFLINE_FAILURE: SendFailure = {
  kind: 'network',
  retry: true,
  description:
    'We could not reach our email service. Check your connection and try again. Your message is still in the form.',
};

/**
 * Puts why a send failed into words, with those of lib/contact/send-error.ts (`loadWords`
 * fetches them); if they cannot be loaded either, or not in time, says the connection is down
 * (OFFLINE_FAILURE).
 */
export async function describeFailure(
  cause: SendCause,
  loadWords: () => Promise<typeof sendErrorModule>,
): Promise<SendFailure> {
  if ('unreachable' in cause) return OFFLINE_FAILURE;
  try {
    const words = await withinSendLimit(loadWords());
    if (words === NO_ANSWER) return OFFLINE_FAILURE;
    return 'spamCheck' in cause
      ? words.SPAM_CHECK_FAILURE
      : 'refusal' in cause
        ? words.describeSendError(new words.SendRefusal(cause.refusal, cause.waitMs))
        : words.describeSendError(cause.error);
  } catch {
    return OFFLINE_FAILURE; // Offline: it says so.
  }
}
