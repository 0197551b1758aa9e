import * as React from 'react';

import type { RecaptchaState } from './recaptcha-widget';

export const RECAPTCHA_MISSING = 'Tick “I’m not a robot” before sending.';

/** What ContactForm draws the check from (null when the site has no reCAPTCHA key). */
export type RecaptchaField = {
  siteKey: string;
  /** True from the visitor's first interaction with the form: the widget is mounted then. */
  started: boolean;
  /** Passed on to RecaptchaWidget, which clears the box whenever it changes. */
  resetSignal: number;
  /** RecaptchaWidget reports its state and answer (token) here. */
  onChange: (state: RecaptchaState) => void;
  /** The request to tick the box, until it is ticked. */
  error: string | undefined;
};

/**
 * Google's "I'm not a robot" check as the contact form's send sees it. With a site key, the
 * widget is mounted on the visitor's first interaction (`start`) and reports its answer here; a
 * send is refused while the check could not load (`failed`), asks for the tick while there is
 * no answer (`tokenMissing`, `askForTick`), and uses the answer up (`consumeToken`): a token is
 * good for one send. Without a site key there is no widget and nothing is asked for.
 */
export function useRecaptchaGate(siteKey: string | undefined) {
  const [started, setStarted] = React.useState(false);
  const [state, setState] = React.useState<RecaptchaState>({ status: 'loading', token: null });
  const [resetSignal, setResetSignal] = React.useState(0);
  const [error, setError] = React.useState<string>();

  const field: RecaptchaField | null = siteKey
    ? {
        siteKey,
        started,
        resetSignal,
        onChange: setState,
        // The request to tick the box goes once it is ticked.
        error: state.token ? undefined : error,
      }
    : null;

  return {
    field,
    /** The visitor started using the form: mount the widget (when the site has a key). */
    start: () => {
      if (siteKey) setStarted(true);
    },
    /** The check could not load, so nothing can be sent. */
    failed: Boolean(siteKey) && state.status === 'failed',
    /** The check is there but not ticked (or its tick expired). */
    tokenMissing: Boolean(siteKey) && !state.token,
    /** Says to tick the box, under it, and moves the keyboard focus to it. */
    askForTick: (form: HTMLFormElement) => {
      setError(RECAPTCHA_MISSING);
      form.querySelector<HTMLElement>('#contact-recaptcha :is(iframe, button)')?.focus();
    },
    /** The answer to send with the message, if there is one. */
    token: state.token ?? undefined,
    /** A reCAPTCHA answer is good for one send, whatever became of it: the box is cleared. */
    consumeToken: () => {
      if (state.token) {
        setState({ status: 'ready', token: null });
        setResetSignal((count) => count + 1);
      }
    },
    /** The form was cleared: the request to tick goes with it. */
    clearError: () => setError(undefined),
  };
}
