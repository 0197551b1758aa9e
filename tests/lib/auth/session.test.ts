import { waitFor } from '@testing-library/react';

import {
  authStore,
  initAuthState,
  loadAuth,
  readStoredUser,
  resetAuthStateForTests,
} from '@/lib/auth/session';
import { sessionKey } from '@/lib/auth/session-key';
import { firebaseSettings } from '@/lib/firebase/client-config';

/** This build's session key (tests/setup.ts: the demo project's settings). */
const KEY = sessionKey(firebaseSettings().options.apiKey);

const mockWatchUser = jest.fn();
/** The SDK's download fails (no signal) while this is set. */
let mockOffline = false;
jest.mock('@/lib/firebase/auth', () => {
  if (mockOffline) throw new Error('Failed to fetch dynamically imported module');
  return { watchUser: (listener: unknown) => mockWatchUser(listener) };
});

describe('auth session store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetAuthStateForTests();
  });

  it('decides "signed out" without loading the SDK when nothing is stored', async () => {
    initAuthState();
    expect(authStore.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    await Promise.resolve();
    expect(mockWatchUser).not.toHaveBeenCalled();
  });

  it('shows a stored session at once and then follows the SDK', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        uid: 'u1',
        email: 'kabir@example.com',
        displayName: null,
        stsTokenManager: {},
      }),
    );
    initAuthState();
    expect(authStore.getSnapshot()).toEqual({
      status: 'signed-in',
      user: { uid: 'u1', email: 'kabir@example.com', displayName: null },
    });
    await waitFor(() => expect(mockWatchUser).toHaveBeenCalledTimes(1));
    const listener = mockWatchUser.mock.calls[0]?.[0] as (user: unknown) => void;
    listener(null);
    expect(authStore.getSnapshot()).toEqual({ status: 'signed-out', user: null });
  });

  it('downloads the SDK again after a failed download, without a reload', async () => {
    mockWatchUser.mockClear();
    jest.resetModules(); // the SDK as not yet downloaded
    mockOffline = true;
    await expect(loadAuth()).rejects.toThrow('Failed to fetch');
    mockOffline = false;
    await expect(loadAuth()).resolves.toHaveProperty('watchUser');
    expect(mockWatchUser).toHaveBeenCalledTimes(1);
    // Once there, it is the same module for every later call.
    await loadAuth();
    expect(mockWatchUser).toHaveBeenCalledTimes(1);
  });

  it('reads a session kept in session storage and ignores damaged entries', () => {
    localStorage.setItem(KEY, '{not json');
    expect(readStoredUser()).toBeNull();
    sessionStorage.setItem(KEY, JSON.stringify({ uid: 'u2', email: 'a@b.co' }));
    expect(readStoredUser()).toEqual({ uid: 'u2', email: 'a@b.co', displayName: null });
  });

  it('ignores a session of another project (another API key) and never loads the SDK for it', async () => {
    localStorage.setItem(
      'firebase:authUser:AIzaLastYearsProject:[DEFAULT]',
      JSON.stringify({ uid: 'u3', email: 'old@example.com' }),
    );
    expect(readStoredUser()).toBeNull();
    mockWatchUser.mockClear();
    initAuthState();
    expect(authStore.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    await Promise.resolve();
    expect(mockWatchUser).not.toHaveBeenCalled();
  });

  const session = JSON.stringify({ uid: 'u4', email: 'zara@example.com', displayName: null });
  const signedIn = {
    status: 'signed-in',
    user: { uid: 'u4', email: 'zara@example.com', displayName: null },
  };

  it('follows a sign-in in another tab on a page that decided "signed out"', async () => {
    mockWatchUser.mockClear();
    initAuthState();
    expect(authStore.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    // Another project's key, or another entry, changes nothing.
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(authStore.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    // The other tab signs in: it writes the session, and this tab hears of it.
    localStorage.setItem(KEY, session);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(authStore.getSnapshot()).toEqual(signedIn);
    // And the SDK confirms it from now on.
    await waitFor(() => expect(mockWatchUser).toHaveBeenCalledTimes(1));
  });

  it('reads storage again when the browser shows a page it kept for Back', () => {
    initAuthState();
    expect(authStore.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    // Signed in on the next page, then Back: the kept page is shown as it was left.
    localStorage.setItem(KEY, session);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(authStore.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(authStore.getSnapshot()).toEqual(signedIn);
    // Signed out elsewhere, then Back again.
    localStorage.removeItem(KEY);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(authStore.getSnapshot()).toEqual({ status: 'signed-out', user: null });
  });
});
