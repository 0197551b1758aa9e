import type { Cms } from './results-check';
import { SaveRefused } from './save-refused';

/**
 * GitHub drops an organiser's token when it is revoked, or when the account has signed in to the
 * same app more than ten times (the oldest goes). Decap keeps the token and finds out only when
 * its own save fails: "Failed to persist entry: API_ERROR: Bad credentials", no word on what
 * to do. Both editors ask GitHub first (the results editor as it reads the draw, the content
 * manager with registerSignInCheck) and stop with these words instead, before anything is sent.
 * After a Log Out and a new sign-in Decap opens the form again and offers its backup of it,
 * which OK brings back.
 */
const signInLost = (button: string) =>
  `GitHub no longer accepts this phone's sign-in, so nothing was saved. Log out (the account menu at the top right) and log in with GitHub again; asked about a local backup, say OK: what you typed is back, to ${button}.`;

/** The results editor's: its button is Publish. */
export const SIGN_IN_LOST = signInLost('publish');

/** The content manager's: its button is Save (a draft, published later). */
export const SIGN_IN_LOST_SAVING = signInLost('save');

/** The content manager's, publishing a draft: the draft itself is on GitHub, kept. */
export const SIGN_IN_LOST_PUBLISHING =
  "GitHub no longer accepts this phone's sign-in, so nothing was published. Log out (the account menu at the top right), log in with GitHub again and publish again: the draft is kept.";

/** GitHub refused the token: the save (or publish) stops, saying `message`. */
export class SignInLost extends SaveRefused {
  constructor(message: string = SIGN_IN_LOST) {
    super(message);
    this.name = 'SignInLost';
  }
}

/** Decap's signed-in user, as it keeps it in localStorage ("proxy": `npm run cms`). */
export type StoredUser = { backendName?: string; token?: string };

/** Decap's signed-in user in `storage`; empty when nobody is signed in. */
export function storedUser(storage: Storage = localStorage): StoredUser {
  try {
    const user = JSON.parse(storage.getItem('decap-cms-user') ?? '{}') as unknown;
    return user && typeof user === 'object' ? (user as StoredUser) : {};
  } catch {
    return {};
  }
}

/**
 * Whether GitHub refuses the token (401, "Bad credentials"), asked with the cheapest request
 * that needs one: who is signed in. Anything else (no signal, a rate limit) is not a refusal:
 * the save goes on and fails, if it does, in Decap's words.
 */
export async function gitHubRefuses(token: string, get: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await get('https://api.github.com/user', {
      headers: { Accept: 'application/vnd.github+json', Authorization: `token ${token}` },
      // GitHub lets a browser keep an answer a minute: whether it accepts the token now.
      cache: 'no-store',
    });
    return response.status === 401;
  } catch {
    return false;
  }
}

/**
 * Registers, after the content check, the content manager's sign-in check: before a save or a
 * publish with the GitHub backend, GitHub is asked whether it still accepts the token, and a
 * refusal stops it with SIGN_IN_LOST_SAVING or SIGN_IN_LOST_PUBLISHING (Decap shows them after
 * "Failed to persist entry: " and "Failed to publish: "). With `npm run cms` (no token) it asks
 * nothing.
 */
export function registerSignInCheck(
  cms: Cms,
  { fetch: get = fetch, storage = localStorage }: { fetch?: typeof fetch; storage?: Storage } = {},
): void {
  const check = (message: string) => async () => {
    const user = storedUser(storage);
    if (user.backendName !== 'github' || !user.token) return;
    if (await gitHubRefuses(user.token, get)) throw new SignInLost(message);
  };
  cms.registerEventListener({ name: 'preSave', handler: check(SIGN_IN_LOST_SAVING) });
  cms.registerEventListener({ name: 'prePublish', handler: check(SIGN_IN_LOST_PUBLISHING) });
}
