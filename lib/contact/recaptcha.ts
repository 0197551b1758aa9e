/**
 * Google reCAPTCHA v2 ("I'm not a robot"), the check EmailJS verifies when a template has
 * reCAPTCHA turned on: the widget's token travels with the message as the template parameter
 * `g-recaptcha-response`, and EmailJS refuses a send without a valid one. Plain values, shared by
 * the contact form (browser) and the page policy (build).
 */

/** The template parameter EmailJS reads the token from (reCAPTCHA's own field name). */
export const RECAPTCHA_FIELD = 'g-recaptcha-response';

/** The widget's script, rendered explicitly (into the form's own box) once it has loaded. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/**
 * What /contact/'s Content-Security-Policy must allow for the widget, per Google's reCAPTCHA FAQ
 * ("I'm using Content Security Policy (CSP) on my website"): the script and its helpers, the
 * checkbox and challenge frames, and the calls the script makes. Path-limited sources, so the
 * rest of google.com and gstatic.com stays blocked.
 */
export const RECAPTCHA_CSP_SOURCES = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://www.google.com/recaptcha/'],
} as const satisfies Record<string, readonly string[]>;

/** The script address: explicit rendering, English, calling `onload` (a global) when ready. */
export function recaptchaScriptUrl(onload: string): string {
  const params = new URLSearchParams({ onload, render: 'explicit', hl: 'en' });
  return `${RECAPTCHA_SCRIPT_URL}?${params.toString()}`;
}
