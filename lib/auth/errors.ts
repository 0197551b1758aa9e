import { isNetworkFailure } from '@/lib/network-failure';

/**
 * The sentence sign-in shows for every account problem: an unknown address, a wrong password and
 * a disabled account read the same, so the form never tells anyone which addresses have an
 * account or what state it is in.
 */
export const SIGN_IN_FAILED = 'The email or password is incorrect.';

/** For errors that mean the site's sign-in set-up is wrong, not the visitor's input. */
const SERVICE_UNAVAILABLE = 'Sign-in is not available right now. Please try again later.';

/**
 * Sentences of the site's own for Firebase Auth errors. The provider's own message is never
 * shown: it is written for developers and can tell account state ("user-disabled",
 * "account-exists-with-different-credential").
 */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': SIGN_IN_FAILED,
  'auth/invalid-login-credentials': SIGN_IN_FAILED,
  'auth/wrong-password': SIGN_IN_FAILED,
  'auth/user-not-found': SIGN_IN_FAILED,
  'auth/user-disabled': SIGN_IN_FAILED,
  'auth/account-exists-with-different-credential':
    'We could not sign you in this way. Try another way of signing in.',
  'auth/credential-already-in-use':
    'We could not sign you in this way. Try another way of signing in.',
  'auth/email-already-in-use': 'An account with this email already exists. Sign in instead.',
  'auth/weak-password': 'Choose a stronger password of at least 6 characters.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before sign-in finished.',
  // On a slow phone the first tap can come to the window too late for the browser (the sign-in
  // code arrives first): a second tap opens it, so that is said first.
  'auth/popup-blocked':
    'Your browser blocked the Google sign-in window. Try again; if it is blocked again, allow pop-ups for this site.',
  'auth/cancelled-popup-request': 'Another sign-in window was already open. Please try again.',
  'auth/user-token-expired': 'Your session has ended. Please sign in again.',
  'auth/requires-recent-login': 'Your session has ended. Please sign in again.',
  'auth/operation-not-allowed': SERVICE_UNAVAILABLE,
  'auth/unauthorized-domain': SERVICE_UNAVAILABLE,
  'auth/invalid-api-key': SERVICE_UNAVAILABLE,
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.': SERVICE_UNAVAILABLE,
  'auth/auth-domain-config-required': SERVICE_UNAVAILABLE,
  'auth/operation-not-supported-in-this-environment': SERVICE_UNAVAILABLE,
  'auth/web-storage-unsupported':
    'Your browser blocks the storage sign-in needs. Allow site data for this site and try again.',
};

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * The code of a request that did not reach the service: also said when the sign-in code itself
 * did not arrive (offline as the form was first used), which has no code of its own.
 */
const NETWORK = 'auth/network-request-failed';

function readField(error: unknown, field: 'code' | 'message'): string | undefined {
  if (typeof error !== 'object' || error === null || !(field in error)) return undefined;
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The sentence to show under the sign-in or sign-up form for an error from Firebase Auth:
 * always one of the site's own.
 */
export function authErrorMessage(error: unknown): string {
  const code = readField(error, 'code') ?? (isNetworkFailure(error) ? NETWORK : undefined);
  return (code && MESSAGES[code]) || FALLBACK;
}

/** A field of the sign-in and sign-up forms an error can be about. */
export type AuthField = 'email' | 'password' | 'confirmPassword';

/** Which fields an error code is about: the visitor's input, or none (the network, the service). */
const FIELDS: Record<string, AuthField[]> = {
  'auth/invalid-credential': ['email', 'password'],
  'auth/invalid-login-credentials': ['email', 'password'],
  'auth/wrong-password': ['email', 'password'],
  'auth/user-not-found': ['email', 'password'],
  'auth/user-disabled': ['email', 'password'],
  'auth/email-already-in-use': ['email'],
  'auth/invalid-email': ['email'],
  'auth/weak-password': ['password'],
  'auth/missing-password': ['password'],
};

/**
 * The fields an error from Firebase Auth is about, marked invalid beside the sentence: an
 * account problem names both (the sentence says which is wrong no more than it does), a
 * connection or service problem none.
 */
export function authErrorFields(error: unknown): AuthField[] {
  const code = readField(error, 'code');
  return (code && FIELDS[code]) || [];
}
