import 'client-only';

import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  initializeAuth,
  inMemoryPersistence,
  onAuthStateChanged,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';

import type { AuthUser } from '@/lib/auth/types';
import { pageFeatures } from '@/lib/security/page-policy';
import { e2eGoogleIdentity } from '@/lib/testing/e2e-hooks';

import { getFirebaseApp } from './app';
import { firebaseSettings } from './client-config';

// Only ever imported with import() from client components, so visitors who never sign in
// download none of the Firebase SDK.

let auth: Auth | undefined;

function startsGoogleSignIn(): boolean {
  return pageFeatures(window.location.pathname).includes('google-sign-in');
}

function getClientAuth(): Auth {
  if (auth) return auth;
  const settings = firebaseSettings();
  auth = initializeAuth(getFirebaseApp(), {
    // Local storage first, then session storage, then memory where it is unavailable. Not
    // IndexedDB: the header reads the session from web storage without loading this SDK
    // (lib/auth/session.ts), so a session must live where that check can see it.
    persistence: [browserLocalPersistence, browserSessionPersistence, inMemoryPersistence],
    // With the popup resolver, the SDK loads Google's helper script and the auth domain's frame
    // as soon as it starts on phones and Safari (so that the popup can open within the tap).
    // Only the sign-in pages allow those origins (lib/security/page-policy.ts) and only they
    // start a Google sign-in; they load as whole documents, so this is decided once per page.
    ...(startsGoogleSignIn() ? { popupRedirectResolver: browserPopupRedirectResolver } : {}),
  });
  if (settings.authEmulatorUrl) {
    connectAuthEmulator(auth, settings.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

export function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName };
}

export function watchUser(listener: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(getClientAuth(), (user) => listener(user ? toAuthUser(user) : null));
}

export async function signUpWithEmail(email: string, password: string): Promise<AuthUser> {
  const { user } = await createUserWithEmailAndPassword(getClientAuth(), email, password);
  return toAuthUser(user);
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const { user } = await signInWithEmailAndPassword(getClientAuth(), email, password);
  return toAuthUser(user);
}

/** Google sign-in in a 500x600 popup. The SDK reports a closed popup as auth/popup-closed-by-user. */
export async function signInWithGoogle(): Promise<AuthUser> {
  const clientAuth = getClientAuth();
  const identity = e2eGoogleIdentity();
  if (identity) {
    // The popup cannot complete offline; test builds sign the same Google-provider user in
    // through the emulator's credential exchange instead.
    const credential = GoogleAuthProvider.credential(
      JSON.stringify({ ...identity, email_verified: true }),
    );
    return toAuthUser((await signInWithCredential(clientAuth, credential)).user);
  }
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return toAuthUser(
    (await signInWithPopup(clientAuth, provider, browserPopupRedirectResolver)).user,
  );
}

export async function signOutUser(): Promise<void> {
  await signOut(getClientAuth());
}

/** The current user's ID token, refreshed when it is more than `maxAgeMs` old. */
export async function getFreshIdToken(maxAgeMs: number): Promise<string | null> {
  const user = getClientAuth().currentUser;
  if (!user) return null;
  const result = await user.getIdTokenResult();
  const age = Date.now() - Date.parse(result.issuedAtTime);
  return age <= maxAgeMs ? result.token : user.getIdToken(true);
}
