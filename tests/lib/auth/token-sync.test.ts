import {
  prepareSignOutSync,
  resolveSyncUrl,
  SIGN_OUT_TOKEN_WAIT_MS,
  syncSignIn,
  TOKEN_MAX_AGE_MS,
} from '@/lib/auth/token-sync';

describe('resolveSyncUrl', () => {
  const origin = 'https://team-sportivo.web.app';
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('is off when no address is configured', () => {
    expect(resolveSyncUrl(undefined, origin)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts a same-origin path or absolute address', () => {
    expect(resolveSyncUrl('/api/session/', origin)?.toString()).toBe(
      'https://team-sportivo.web.app/api/session/',
    );
    expect(resolveSyncUrl('https://team-sportivo.web.app/sync', origin)?.pathname).toBe('/sync');
  });

  it('refuses another origin with a console warning', () => {
    expect(resolveSyncUrl('https://evil.example.com/collect', origin)).toBeNull();
    expect(resolveSyncUrl('http://team-sportivo.web.app/api/session/', origin)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/not this site's origin/);
  });
});

describe('syncSignIn and prepareSignOutSync', () => {
  let warn: jest.SpyInstance;
  const fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => warn.mockRestore());

  it('POSTs a token at most 5 minutes old with a bearer header, DELETEs on sign-out', async () => {
    const getToken = jest.fn(() => Promise.resolve('id-token'));
    await syncSignIn(getToken, '/api/session/');
    expect(getToken).toHaveBeenCalledWith(TOKEN_MAX_AGE_MS);
    expect(TOKEN_MAX_AGE_MS).toBe(300_000);
    const signedOut = await prepareSignOutSync(() => Promise.resolve('old-token'), '/api/session/');
    expect(fetchMock).toHaveBeenCalledTimes(1); // Nothing is sent before the sign-out itself.
    await signedOut();
    expect(fetchMock.mock.calls).toEqual([
      [
        new URL('http://localhost/api/session/'),
        {
          method: 'POST',
          credentials: 'same-origin',
          headers: { Authorization: 'Bearer id-token' },
        },
      ],
      [
        new URL('http://localhost/api/session/'),
        {
          method: 'DELETE',
          credentials: 'same-origin',
          headers: { Authorization: 'Bearer old-token' },
        },
      ],
    ]);
  });

  it('sends nothing, not even a token request, to another origin', async () => {
    const getToken = jest.fn(() => Promise.resolve('id-token'));
    await syncSignIn(getToken, 'https://evil.example.com/collect');
    await (
      await prepareSignOutSync(getToken, 'https://evil.example.com/collect')
    )();
    expect(getToken).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('never rejects: a failed token refresh is a warning and nothing is sent', async () => {
    await expect(
      syncSignIn(() => Promise.reject(new Error('auth/network-request-failed')), '/api/session/'),
    ).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Token sync failed: no ID token', expect.any(Error));
  });

  it('never rejects when the request itself fails', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(syncSignIn(() => Promise.resolve('t'), '/api/session/')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Token sync failed', expect.any(TypeError));
  });

  it('signs out without asking for a token when sync is off', async () => {
    const getToken = jest.fn(() => new Promise<string>(() => {}));
    await (
      await prepareSignOutSync(getToken, undefined)
    )();
    expect(getToken).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits at most 3 s for a token on a stalled network, then DELETEs without one', async () => {
    jest.useFakeTimers();
    try {
      const getToken = jest.fn(() => new Promise<string>(() => {}));
      let ready = false;
      const preparing = prepareSignOutSync(getToken, '/api/session/').then((send) => {
        ready = true;
        return send;
      });
      await jest.advanceTimersByTimeAsync(SIGN_OUT_TOKEN_WAIT_MS - 1);
      expect(ready).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await (
        await preparing
      )();
      expect(SIGN_OUT_TOKEN_WAIT_MS).toBe(3_000);
      expect(fetchMock.mock.calls).toEqual([
        [
          new URL('http://localhost/api/session/'),
          { method: 'DELETE', credentials: 'same-origin', headers: {} },
        ],
      ]);
    } finally {
      jest.useRealTimers();
    }
  });
});
