/** @jest-environment node */
import { resolveFirebaseSettings } from '@/lib/firebase/config';

describe('resolveFirebaseSettings', () => {
  it('uses the demo project and the Auth emulator when nothing is configured', () => {
    const settings = resolveFirebaseSettings({});
    expect(settings.options.projectId).toBe('demo-team-sportivo');
    expect(settings.authEmulatorUrl).toBe('http://127.0.0.1:9099');
  });

  it('uses real settings and never the emulator when a project is configured', () => {
    const settings = resolveFirebaseSettings({
      NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-real',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'team-sportivo',
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    });
    expect(settings.options).toMatchObject({
      apiKey: 'AIza-real',
      projectId: 'team-sportivo',
      authDomain: 'team-sportivo.firebaseapp.com',
    });
    expect(settings.authEmulatorUrl).toBeNull();
  });
});
