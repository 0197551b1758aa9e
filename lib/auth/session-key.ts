/** Firebase keeps the signed-in user under this key prefix in local (or session) storage. */
export const SESSION_KEY_PREFIX = 'firebase:authUser:';

/**
 * The IndexedDB database in which Firebase's SDK records the days it was used and its version
 * (its "heartbeat", sent with Auth's requests), from the first sign-in or sign-up on. It has no
 * switch to turn it off, and signing out leaves it.
 */
export const FIREBASE_HEARTBEAT_DATABASE = 'firebase-heartbeat-database';
