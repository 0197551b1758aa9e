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
    /** Replaces EmailJS ids, e.g. a blank one to provoke the SDK's own check. */
    __E2E_EMAILJS_SETTINGS__?: EmailOverride;
  }
}

export type GoogleIdentity = { sub: string; email: string; name?: string };
export type EmailOverride = Partial<Pick<EmailSettings, 'publicKey' | 'serviceId' | 'templateId'>>;

/** The Google identity a test asked for, if any. */
export function e2eGoogleIdentity(): GoogleIdentity | undefined {
  return window.__E2E_GOOGLE_IDENTITY__;
}

/** The EmailJS ids a test replaced, if any. */
export function e2eEmailOverride(): EmailOverride | undefined {
  return window.__E2E_EMAILJS_SETTINGS__;
}
