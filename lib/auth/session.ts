import type * as FirebaseAuth from '@/lib/firebase/auth';
import { firebaseSettings } from '@/lib/firebase/client-config';
import { lazyModule } from '@/lib/lazy-module';

import { sessionKey } from './session-key';
import type { AuthState, AuthUser } from './types';

// Types only: the module itself is loaded with import() in loadAuth().
type AuthModule = typeof FirebaseAuth;

const LOADING: AuthState = { status: 'loading', user: null };
let state: AuthState = LOADING;
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** A tiny external store for useSyncExternalStore: the header and forms read auth state here. */
export const authStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): AuthState => state,
  getServerSnapshot: (): AuthState => LOADING,
};

function storedUserIn(storage: Storage, key: string): AuthUser | null {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<AuthUser> | null;
    if (typeof value?.uid === 'string') {
      return { uid: value.uid, email: value.email ?? null, displayName: value.displayName ?? null };
    }
  } catch {
    // A damaged entry is treated as no session; the SDK will clean it up.
  }
  return null;
}

/** The user a previous visit left signed in to this project, read without loading the SDK. */
export function readStoredUser(): AuthUser | null {
  const key = sessionKey(firebaseSettings().options.apiKey);
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const user = storedUserIn(window[name], key);
      if (user) return user;
    } catch {
      // Storage can be unavailable (privacy modes); then there is no stored session there.
    }
  }
  return null;
}

/**
 * Loads the Firebase Auth SDK (once) and keeps the store in step with it. A failed download is
 * forgotten, so the next sign-in, sign-up or sign-out tries again without a reload.
 */
export function loadAuth(): Promise<AuthModule> {
  requested = true;
  return loadAuthModule();
}

const authLoader = () =>
  lazyModule(() =>
    import('@/lib/firebase/auth').then((auth) => {
      auth.watchUser((user) =>
        setState(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null }),
      );
      return auth;
    }),
  );
let loadAuthModule = authLoader();
let requested = false;

/**
 * Decides the first auth state without the SDK: no stored session means signed out, and the
 * SDK is never downloaded; a stored session is shown at once and confirmed by the SDK.
 */
export function initAuthState(): void {
  if (state.status !== 'loading' || requested) return;
  const stored = readStoredUser();
  if (!stored) {
    setState({ status: 'signed-out', user: null });
    return;
  }
  setState({ status: 'signed-in', user: stored });
  void loadAuth();
}

/** Test helper: forget everything. */
export function resetAuthStateForTests(): void {
  state = LOADING;
  loadAuthModule = authLoader();
  requested = false;
  listeners.clear();
}
