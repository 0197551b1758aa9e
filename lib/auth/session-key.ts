/** Firebase keeps the signed-in user under this key prefix in local (or session) storage. */
export const SESSION_KEY_PREFIX = 'firebase:authUser:';
