import type * as React from 'react';

/** What the reCAPTCHA box's space says before, while and if the check cannot load. */
export type RecaptchaNotes = {
  before: React.ReactNode;
  loading: React.ReactNode;
  failed: React.ReactNode;
};

/**
 * The notes, rendered on the server and passed to ContactForm, so their words ship in the page
 * and not in the form's JavaScript (every byte of which counts against the page's budget).
 */
export const RECAPTCHA_NOTES: RecaptchaNotes = {
  before: (
    <>An “I’m not a robot” check from Google reCAPTCHA appears here when you start writing.</>
  ),
  loading: <>Loading the “I’m not a robot” check…</>,
  failed: (
    <>
      The “I’m not a robot” check could not load: check your connection and reload the page. What
      you wrote is kept.
    </>
  ),
};
