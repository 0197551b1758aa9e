import { BUILT_FIREBASE_SETTINGS } from '@/lib/browser-env';

import type { FirebaseSettings } from './config';

/**
 * The settings the pages use in the browser: those next.config.ts resolved (lib/firebase/config.ts)
 * when the build started, inlined as JSON. Only the project a build uses is in its bundle: a
 * production build carries no demo project and no emulator address.
 */
export function firebaseSettings(): FirebaseSettings {
  if (!BUILT_FIREBASE_SETTINGS) {
    throw new Error('Firebase settings were not resolved at build time (see next.config.ts)');
  }
  return JSON.parse(BUILT_FIREBASE_SETTINGS) as FirebaseSettings;
}
