import { browserEnv } from '@/lib/browser-env';

/** An ID token sent to the sync address is at most this old. */
export const TOKEN_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * The configured sync address, only if it is on this site's own origin: a bearer token must
 * never be sent to another site. Anything else is refused with a console warning.
 */
export function resolveSyncUrl(raw: string | undefined, origin: string): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    console.warn(`Token sync is off: "${raw}" is not a valid address.`);
    return null;
  }
  if (url.origin !== origin) {
    console.warn(`Token sync is off: ${url.origin} is not this site's origin (${origin}).`);
    return null;
  }
  return url;
}

function syncUrl(configured: string | undefined): URL | null {
  return resolveSyncUrl(configured, window.location.origin);
}

async function send(url: URL, method: 'POST' | 'DELETE', token: string | null): Promise<void> {
  try {
    await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (error) {
    console.warn('Token sync failed', error);
  }
}

/**
 * After a sign-in: POST a fresh ID token (at most 5 minutes old) to the sync address. Never
 * rejects: a failed token refresh or request is a console warning, the sign-in stands.
 */
export async function syncSignIn(
  getToken: (maxAgeMs: number) => Promise<string | null>,
  configured: string | undefined = browserEnv.NEXT_PUBLIC_AUTH_SYNC_URL,
): Promise<void> {
  const url = syncUrl(configured);
  if (!url) return;
  let token: string | null;
  try {
    token = await getToken(TOKEN_MAX_AGE_MS);
  } catch (error) {
    console.warn('Token sync failed: no ID token', error);
    return;
  }
  await send(url, 'POST', token);
}

/** How long a sign-out waits for the token its DELETE carries before going ahead without one. */
export const SIGN_OUT_TOKEN_WAIT_MS = 3_000;

/**
 * Before a sign-out: fetch the token the DELETE at the sync address will carry (the visitor's,
 * while they still hold one) and return what sends it once they are signed out. With sync off
 * nothing is fetched at all, and the token is waited for at most SIGN_OUT_TOKEN_WAIT_MS: a
 * refresh on a stalled network can take half a minute, and signing out must not.
 */
export async function prepareSignOutSync(
  getToken: (maxAgeMs: number) => Promise<string | null>,
  configured: string | undefined = browserEnv.NEXT_PUBLIC_AUTH_SYNC_URL,
  waitMs: number = SIGN_OUT_TOKEN_WAIT_MS,
): Promise<() => Promise<void>> {
  const url = syncUrl(configured);
  if (!url) return () => Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const token = await Promise.race([
    getToken(TOKEN_MAX_AGE_MS).catch(() => null),
    new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs))),
  ]);
  clearTimeout(timer);
  return () => send(url, 'DELETE', token);
}
