/** Firebase keeps the signed-in user under this key prefix in local (or session) storage. */
export const SESSION_KEY_PREFIX = 'firebase:authUser:';

/**
 * The key under which Firebase keeps the signed-in user of the site's app (the default app) of
 * the project whose API key is `apiKey`. Only this one counts: a session another project left on
 * the origin (last year's project, another app on localhost) is not a session of this site, and
 * the SDK, which never reads or removes it, would otherwise be downloaded on every page.
 */
export const sessionKey = (apiKey: string): string => `${SESSION_KEY_PREFIX}${apiKey}:[DEFAULT]`;

/**
 * The IndexedDB database in which Firebase's SDK records the days it was used and its version
 * (its "heartbeat", sent with its requests), from the first page that uses the SDK on (the
 * sign-in form once touched, Storage pictures on a build with a bucket: any service it starts
 * triggers it). It has no switch to turn it off, and signing out leaves it.
 */
export const FIREBASE_HEARTBEAT_DATABASE = 'firebase-heartbeat-database';

/**
 * The empty IndexedDB database that Firebase's SDK opens to check that IndexedDB works (its
 * heartbeat does so first) and deletes at once; a page closed in between leaves it behind, and
 * from then on the check finds it there and leaves it.
 */
export const FIREBASE_INDEXEDDB_CHECK_DATABASE =
  'validate-browser-context-for-indexeddb-analytics-module';
