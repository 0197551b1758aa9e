/** @jest-environment node */
import { validateEnv } from '@/lib/env-schema';

describe('validateEnv', () => {
  it('accepts an empty environment (the demo set-up)', () => {
    expect(validateEnv({})).toEqual({});
  });

  it('treats blank values as unset and keeps real ones', () => {
    expect(
      validateEnv({
        NEXT_PUBLIC_FIREBASE_API_KEY: '  ',
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'team-sportivo',
      }),
    ).toEqual({
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'team-sportivo',
    });
  });

  it('names every invalid setting', () => {
    expect(() =>
      validateEnv({ NEXT_PUBLIC_SITE_URL: 'not a url', NEXT_PUBLIC_E2E_HOOKS: 'yes' }),
    ).toThrow(/NEXT_PUBLIC_SITE_URL[\s\S]*NEXT_PUBLIC_E2E_HOOKS/);
  });
});
