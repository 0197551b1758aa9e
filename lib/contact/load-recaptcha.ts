import { recaptchaScriptUrl } from './recaptcha';

// Browser only: loads Google's reCAPTCHA script on demand (the contact form calls it on the
// visitor's first interaction with the form, never with the page).

/** The part of Google's `grecaptcha` API the form uses (explicit rendering, v2 checkbox). */
export type Grecaptcha = {
  render: (
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => number;
  reset: (widgetId?: number) => void;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __teamSportivoRecaptchaReady?: () => void;
  }
}

const ONLOAD = '__teamSportivoRecaptchaReady';
/** Longer than any real load on a slow phone; a script that never calls back counts as failed. */
const LOAD_TIMEOUT_MS = 20_000;

let loading: Promise<Grecaptcha> | null = null;

/** Google's reCAPTCHA API, loading its script once; a failed load can be tried again. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (loading) return loading;
  const attempt = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(), LOAD_TIMEOUT_MS);
    function fail() {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error('The reCAPTCHA script did not load'));
    }
    window[ONLOAD] = () => {
      window.clearTimeout(timer);
      if (window.grecaptcha) resolve(window.grecaptcha);
      else fail();
    };
    script.src = recaptchaScriptUrl(ONLOAD);
    script.async = true;
    script.onerror = fail;
    document.head.append(script);
  });
  loading = attempt;
  attempt.catch(() => {
    if (loading === attempt) loading = null;
  });
  return attempt;
}
