import type { Env } from '@/lib/env-schema';

/** The project a newcomer's build uses: a demo- project only the local emulators answer. */
export const DEMO_PROJECT_ID = 'demo-team-sportivo';
export const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

export type FirebaseSettings = {
  options: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket?: string;
    appId?: string;
  };
  /** Set only for the demo project: the Auth emulator to talk to. Never set with real settings. */
  authEmulatorUrl: string | null;
};

type FirebaseEnv = Partial<
  Pick<
    Env,
    | 'NEXT_PUBLIC_FIREBASE_API_KEY'
    | 'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN'
    | 'NEXT_PUBLIC_FIREBASE_PROJECT_ID'
    | 'NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET'
    | 'NEXT_PUBLIC_FIREBASE_APP_ID'
    | 'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL'
  >
>;

/**
 * Real settings when an API key and project id are configured; otherwise the demo project and
 * the local Auth emulator, so the site works with no Firebase project at all.
 */
export function resolveFirebaseSettings(source: FirebaseEnv): FirebaseSettings {
  const apiKey = source.NEXT_PUBLIC_FIREBASE_API_KEY;
  const projectId = source.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  if (apiKey && projectId) {
    return {
      options: {
        apiKey,
        projectId,
        authDomain: source.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
        storageBucket: source.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
        appId: source.NEXT_PUBLIC_FIREBASE_APP_ID,
      },
      authEmulatorUrl: null,
    };
  }
  return {
    options: {
      apiKey: 'demo-api-key',
      projectId: DEMO_PROJECT_ID,
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
    },
    authEmulatorUrl: source.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL ?? DEFAULT_AUTH_EMULATOR_URL,
  };
}

/** The name under which next.config.ts hands the resolved settings to the browser bundle. */
export const BUILT_SETTINGS_VARIABLE = 'SPORTIVO_FIREBASE_SETTINGS';
