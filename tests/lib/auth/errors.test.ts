/** @jest-environment node */
import { authErrorFields, authErrorMessage, SIGN_IN_FAILED } from '@/lib/auth/errors';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'The email or password is incorrect.'],
    ['auth/wrong-password', 'The email or password is incorrect.'],
    ['auth/user-not-found', 'The email or password is incorrect.'],
    ['auth/email-already-in-use', 'An account with this email already exists. Sign in instead.'],
    ['auth/weak-password', 'Choose a stronger password of at least 6 characters.'],
    ['auth/invalid-email', 'Enter a valid email address.'],
    ['auth/too-many-requests', 'Too many attempts. Wait a few minutes, then try again.'],
    [
      'auth/network-request-failed',
      'We could not reach the sign-in service. Check your connection and try again.',
    ],
    ['auth/popup-closed-by-user', 'The Google sign-in window was closed before sign-in finished.'],
    [
      'auth/popup-blocked',
      'Your browser blocked the Google sign-in window. Try again; if it is blocked again, allow pop-ups for this site.',
    ],
    ['auth/cancelled-popup-request', 'Another sign-in window was already open. Please try again.'],
  ])('%s has a clear sentence', (code, sentence) => {
    expect(authErrorMessage(firebaseError(code))).toBe(sentence);
  });

  it('tells sign-in failures apart from nothing: unknown address, wrong password, disabled account', () => {
    const sentences = new Set(
      [
        'auth/invalid-credential',
        'auth/invalid-login-credentials',
        'auth/wrong-password',
        'auth/user-not-found',
        'auth/user-disabled',
      ].map((code) => authErrorMessage(firebaseError(code))),
    );
    expect([...sentences]).toEqual([SIGN_IN_FAILED]);
  });

  it.each([
    'auth/user-disabled',
    'auth/account-exists-with-different-credential',
    'auth/unauthorized-domain',
    'auth/web-storage-unsupported',
    'auth/invalid-api-key',
    'auth/internal-error',
    'auth/invalid-auth-event',
    'auth/auth-domain-config-required',
    'auth/operation-not-supported-in-this-environment',
    'auth/argument-error',
    'auth/some-future-code',
  ])("%s shows a sentence of the site's own, never the provider's message", (code) => {
    const message = authErrorMessage(firebaseError(code, `Firebase: provider says ${code}`));
    expect(message).not.toContain('Firebase');
    expect(message).not.toContain(code);
    expect(message).toMatch(/^[A-Z].*\.$/);
  });

  it('says the connection failed when the sign-in code itself did not arrive (offline at first use)', () => {
    const offline = 'We could not reach the sign-in service. Check your connection and try again.';
    // Turbopack's error for a part of the site's code that did not download: no code of its own.
    const chunk = Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js'), {
      name: 'ChunkLoadError',
    });
    expect(authErrorMessage(chunk)).toBe(offline);
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(offline);
    // Any other error with no code is still the last resort.
    expect(authErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });

  it('has a last resort for errors with no message', () => {
    expect(authErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(authErrorMessage({ code: 'auth/unknown' })).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

describe('authErrorFields', () => {
  it('names the fields an error is about, and none for the connection or the service', () => {
    expect(authErrorFields(firebaseError('auth/invalid-credential'))).toEqual([
      'email',
      'password',
    ]);
    expect(authErrorFields(firebaseError('auth/email-already-in-use'))).toEqual(['email']);
    expect(authErrorFields(firebaseError('auth/weak-password'))).toEqual(['password']);
    expect(authErrorFields(firebaseError('auth/network-request-failed'))).toEqual([]);
    expect(authErrorFields(firebaseError('auth/operation-not-allowed'))).toEqual([]);
    expect(authErrorFields(new Error('no code'))).toEqual([]);
  });
});
