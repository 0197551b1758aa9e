import type { EmailSettings } from '@/lib/contact/settings';

/**
 * Test hooks, compiled into test builds only (NEXT_PUBLIC_E2E_HOOKS=1). Every other build
 * resolves this module to ./no-e2e-hooks.ts (next.config.ts), so not a line of it ships, and
 * the deploy check (npm run check:deploy) refuses an out/ that contains these names.
 */

declare global {
  interface Window {
    /** The Google identity the Auth emulator should sign in (the popup cannot run offline). */
    __E2E_GOOGLE_IDENTITY__?: GoogleIdentity;
    /**
     * Replaces EmailJS ids (a blank one provokes the SDK's own check) or the reCAPTCHA site key,
     * set by a test before the page loads.
     */
    __E2E_EMAILJS_SETTINGS__?: EmailOverride;
  }
}

export type GoogleIdentity = { sub: string; email: string; name?: string };
export type EmailOverride = Partial<
  Pick<EmailSettings, 'publicKey' | 'serviceId' | 'templateId' | 'recaptchaSiteKey'>
>;

/** The Google identity a test asked for, if any. */
export function e2eGoogleIdentity(): GoogleIdentity | undefined {
  return window.__E2E_GOOGLE_IDENTITY__;
}

/** The contact form's settings with what a test replaced, if anything. */
export function withE2eEmailOverride(settings: EmailSettings): EmailSettings {
  const override = typeof window === 'undefined' ? undefined : window.__E2E_EMAILJS_SETTINGS__;
  return override ? { ...settings, ...override } : settings;
}
