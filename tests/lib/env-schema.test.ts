/** @jest-environment node */
import { validateEnv } from '@/lib/env-schema';

describe('validateEnv', () => {
  it('accepts an empty environment (the demo set-up)', () => {
    expect(validateEnv({})).toEqual({});
  });

  it('treats blank values as unset and keeps real ones', () => {
    expect(
      validateEnv({
        NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-real',
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'team-sportivo',
        NEXT_PUBLIC_FIREBASE_APP_ID: '  ',
      }),
    ).toEqual({
      NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-real',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'team-sportivo',
    });
  });

  it('refuses a half-configured Firebase project instead of quietly using the emulator', () => {
    expect(() =>
      validateEnv({
        NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-real',
        NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'team-sportivo.firebaseapp.com',
      }),
    ).toThrow(/NEXT_PUBLIC_FIREBASE_PROJECT_ID: required once any Firebase project setting/);
    expect(() => validateEnv({ NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3' })).toThrow(
      /NEXT_PUBLIC_FIREBASE_API_KEY[\s\S]*NEXT_PUBLIC_FIREBASE_PROJECT_ID/,
    );
  });

  it('refuses an emulator address beside real Firebase settings', () => {
    expect(() =>
      validateEnv({
        NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-real',
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'team-sportivo',
        NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      }),
    ).toThrow(/NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL: only for the demo project/);
  });

  it('allows a Storage bucket on its own (the demo project with bucket overrides)', () => {
    expect(
      validateEnv({ NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: 'demo-team-sportivo.appspot.com' }),
    ).toEqual({ NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: 'demo-team-sportivo.appspot.com' });
  });

  it('reads the reCAPTCHA site key and a rate limit of 0 (off), and refuses a malformed key', () => {
    expect(
      validateEnv({
        NEXT_PUBLIC_RECAPTCHA_SITE_KEY: ' 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI ',
        NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS: '0',
      }),
    ).toEqual({
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
      NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS: 0,
    });
    expect(() => validateEnv({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'my key' })).toThrow(
      /NEXT_PUBLIC_RECAPTCHA_SITE_KEY: a reCAPTCHA site key is 20-100 letters/,
    );
    expect(() => validateEnv({ NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS: '-5' })).toThrow(
      /NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS/,
    );
  });

  it('names every invalid setting', () => {
    expect(() =>
      validateEnv({ NEXT_PUBLIC_SITE_URL: 'not a url', NEXT_PUBLIC_E2E_HOOKS: 'yes' }),
    ).toThrow(/NEXT_PUBLIC_SITE_URL[\s\S]*NEXT_PUBLIC_E2E_HOOKS/);
  });
});
