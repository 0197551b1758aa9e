import 'client-only';

import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';

import { firebaseSettings } from './client-config';

/** The one Firebase app, created on first use; shared by the Auth and Storage wrappers. */
export function getFirebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(firebaseSettings().options);
}
