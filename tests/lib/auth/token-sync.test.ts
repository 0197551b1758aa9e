import { resolveSyncUrl } from '@/lib/auth/token-sync';

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
