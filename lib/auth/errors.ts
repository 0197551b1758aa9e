/** Clear sentences for the sign-in errors visitors meet most; the provider's message otherwise. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/invalid-login-credentials': 'The email or password is incorrect.',
  'auth/wrong-password': 'The email or password is incorrect.',
  'auth/user-not-found': 'The email or password is incorrect.',
  'auth/email-already-in-use': 'An account with this email already exists. Sign in instead.',
  'auth/weak-password': 'Choose a stronger password of at least 6 characters.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before sign-in finished.',
  'auth/popup-blocked':
    'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/cancelled-popup-request': 'Another sign-in window was already open. Please try again.',
};

const FALLBACK = 'Something went wrong. Please try again.';

function readField(error: unknown, field: 'code' | 'message'): string | undefined {
  if (typeof error !== 'object' || error === null || !(field in error)) return undefined;
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The sentence to show under the sign-in or sign-up form for an error from Firebase Auth. */
export function authErrorMessage(error: unknown): string {
  const code = readField(error, 'code');
  if (code && MESSAGES[code]) return MESSAGES[code];
  return readField(error, 'message') ?? FALLBACK;
}

/** The Firebase error code, if any (e.g. "auth/popup-closed-by-user"). */
export function authErrorCode(error: unknown): string | undefined {
  return readField(error, 'code');
}
