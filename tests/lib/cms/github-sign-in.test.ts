import {
  gitHubRefuses,
  registerSignInCheck,
  SIGN_IN_LOST,
  SIGN_IN_LOST_PUBLISHING,
  SIGN_IN_LOST_SAVING,
  SignInLost,
  storedUser,
} from '@/lib/cms/github-sign-in';
import type { Cms } from '@/lib/cms/results-check';

// What fetch resolves to (the test environment has no Response of its own).
const reply = (status: number) => ({ ok: status < 400, status }) as Response;

/** A Storage holding Decap's stored user as `text` (null: nobody signed in). */
const storage = (text: string | null) =>
  ({ getItem: (key: string) => (key === 'decap-cms-user' ? text : null) }) as Storage;
const signedIn = (user: unknown) => storage(JSON.stringify(user));

/** The handlers the check registers, by event name, as Decap's registry keeps them. */
function registered(options: Parameters<typeof registerSignInCheck>[1]) {
  const handlers = new Map<string, (event: { entry: { get(key: string): unknown } }) => unknown>();
  const cms: Cms = {
    registerEventListener: ({ name, handler }) => {
      expect(handlers.has(name)).toBe(false);
      handlers.set(name, handler);
    },
  };
  registerSignInCheck(cms, options);
  const entry = { get: () => undefined };
  return {
    names: [...handlers.keys()],
    run: async (name: string) => handlers.get(name)!({ entry }),
  };
}

describe('storedUser', () => {
  it('reads Decap’s signed-in user, and nobody from nothing or from a broken record', () => {
    expect(storedUser(signedIn({ backendName: 'github', token: 't' }))).toEqual({
      backendName: 'github',
      token: 't',
    });
    expect(storedUser(storage(null))).toEqual({});
    expect(storedUser(storage('{not json'))).toEqual({});
    expect(storedUser(storage('null'))).toEqual({});
  });
});

describe('gitHubRefuses', () => {
  it('asks GitHub who holds the token, never from a cache, and is refused only by a 401', async () => {
    const refused = jest.fn(async () => reply(401));
    await expect(gitHubRefuses('gho_abc', refused)).resolves.toBe(true);
    expect(refused).toHaveBeenCalledWith('https://api.github.com/user', {
      headers: { Accept: 'application/vnd.github+json', Authorization: 'token gho_abc' },
      cache: 'no-store',
    });
    await expect(gitHubRefuses('t', async () => reply(200))).resolves.toBe(false);
    // A rate limit, or GitHub unwell: not a lost sign-in.
    await expect(gitHubRefuses('t', async () => reply(403))).resolves.toBe(false);
    await expect(gitHubRefuses('t', async () => reply(503))).resolves.toBe(false);
    // No signal at the venue: the save goes on, and fails, if it does, on its own.
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(gitHubRefuses('t', offline)).resolves.toBe(false);
  });
});

describe('registerSignInCheck', () => {
  const github = signedIn({ backendName: 'github', token: 'gho_abc', login: 'organiser' });

  it('stops a save and a publish, each in its own words, once GitHub refuses the token', async () => {
    const fetch = jest.fn(async () => reply(401));
    const check = registered({ fetch, storage: github });
    expect(check.names).toEqual(['preSave', 'prePublish']);

    const save = check.run('preSave');
    await expect(save).rejects.toBeInstanceOf(SignInLost);
    await expect(save).rejects.toThrow(SIGN_IN_LOST_SAVING);
    const publish = check.run('prePublish');
    await expect(publish).rejects.toThrow(SIGN_IN_LOST_PUBLISHING);
    expect(fetch).toHaveBeenCalledTimes(2);
    // As Decap shows them: after "Failed to persist entry: " or "Failed to publish: ", no "Error:".
    expect(String(new SignInLost(SIGN_IN_LOST_SAVING))).toBe(SIGN_IN_LOST_SAVING);
    // Each editor names its own button; the results editor's is Publish.
    expect(SIGN_IN_LOST_SAVING).toMatch(/, to save\.$/);
    expect(SIGN_IN_LOST).toMatch(/, to publish\.$/);
    expect(String(new SignInLost())).toBe(SIGN_IN_LOST);
  });

  it('lets the save go on, its data untouched, while GitHub accepts the token or cannot be asked', async () => {
    const accepted = registered({ fetch: async () => reply(200), storage: github });
    await expect(accepted.run('preSave')).resolves.toBeUndefined();
    await expect(accepted.run('prePublish')).resolves.toBeUndefined();
    const offline = registered({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      storage: github,
    });
    await expect(offline.run('preSave')).resolves.toBeUndefined();
  });

  it('asks nothing with npm run cms’s local backend, or with nobody signed in', async () => {
    const fetch = jest.fn(async () => reply(401));
    await expect(
      registered({ fetch, storage: signedIn({ backendName: 'proxy' }) }).run('preSave'),
    ).resolves.toBeUndefined();
    await expect(
      registered({ fetch, storage: storage(null) }).run('preSave'),
    ).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
