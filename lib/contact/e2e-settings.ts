import { type EmailSettings } from './settings';

type Overridable = Pick<
  EmailSettings,
  'publicKey' | 'serviceId' | 'templateId' | 'recaptchaSiteKey'
>;

declare global {
  interface Window {
    /**
     * Test builds only (NEXT_PUBLIC_E2E_HOOKS=1): replaces EmailJS ids (a blank one provokes the
     * SDK's own check) or the reCAPTCHA site key, set by a test before the page loads.
     */
    __E2E_EMAILJS_SETTINGS__?: Partial<Overridable>;
  }
}

/**
 * The settings to use in the browser; in test builds a test may have replaced some. (The flag
 * comes with the settings rather than from lib/env, which would add every setting to the page.)
 */
export function withE2eOverrides(settings: EmailSettings): EmailSettings {
  const override =
    settings.testOverrides && typeof window !== 'undefined'
      ? window.__E2E_EMAILJS_SETTINGS__
      : undefined;
  return override ? { ...settings, ...override } : settings;
}
