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

/** Shows the session storage holds: signed in (then confirmed by the SDK), or signed out. */
function followStorage(): void {
  const stored = readStoredUser();
  if (!stored) {
    setState({ status: 'signed-out', user: null });
    return;
  }
  if (state.user?.uid !== stored.uid) setState({ status: 'signed-in', user: stored });
  void loadAuth();
}

let watching = false;

/**
 * A page decides its auth state once, from storage, and loads the SDK only for a stored session:
 * a page left signed out would go on saying so after the visitor signed in in another tab, or
 * came Back to it from the page they signed in on (the browser keeps whole pages for Back).
 * Storage is read again when another tab writes the session, and when a kept page is shown;
 * once the SDK is here it follows the other tabs itself, but not while a kept page slept.
 */
function watchElsewhere(): void {
  if (watching) return;
  watching = true;
  const key = sessionKey(firebaseSettings().options.apiKey);
  addEventListener('storage', (event) => {
    // A key of null: the other tab cleared storage.
    if (!requested && (!event.key || event.key === key)) followStorage();
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) followStorage();
  });
}

/**
 * Decides the first auth state without the SDK: no stored session means signed out, and the
 * SDK is never downloaded; a stored session is shown at once and confirmed by the SDK. Then
 * follows a session begun or ended elsewhere (watchElsewhere).
 */
export function initAuthState(): void {
  watchElsewhere();
  if (state.status !== 'loading' || requested) return;
  followStorage();
}

/** Test helper: forget everything. */
export function resetAuthStateForTests(): void {
  state = LOADING;
  loadAuthModule = authLoader();
  requested = false;
  listeners.clear();
}
