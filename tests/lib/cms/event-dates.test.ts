import { latestEventSpan } from '@/lib/cms/event-dates';
import type { RepoSource } from '@/lib/cms/repo-file';

import { reply } from '../../support/fetch-reply';

// Before a save of a draw, the results editor reads its event's dates as the repository has
// them now (the bundle's are as of the last build), at the network boundary: GitHub's contents
// API with the organiser's token, or `npm run cms`'s local backend.

const storage = (user: unknown) =>
  ({
    getItem: (key: string) => (key === 'decap-cms-user' ? JSON.stringify(user) : null),
  }) as unknown as Storage;

const source: RepoSource = { repo: 'club/site', branch: 'main' };
const github = storage({ backendName: 'github', token: 'gho_abc' });
const dates = { startsAt: '2026-04-08T09:00:00+05:30', endsAt: '2026-04-10T21:00:00+05:30' };
const eventFile = JSON.stringify({ id: 'chess', title: 'Chess', ...dates, venue: 'Hall' });

describe('latestEventSpan', () => {
  it('reads content/events/<id>.json from GitHub with the organiser’s token, never from a cache', async () => {
    const fetch = jest.fn(async () => reply(eventFile));
    await expect(latestEventSpan(source, 'chess', { fetch, storage: github })).resolves.toEqual(
      dates,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      'https://api.github.com/repos/club/site/contents/content/events/chess.json?ref=main',
      {
        headers: { Accept: 'application/vnd.github.raw+json', Authorization: 'token gho_abc' },
        cache: 'no-store',
      },
    );
  });

  it('reads it from the local backend when the editor runs on it (npm run cms)', async () => {
    const fetch = jest.fn(async () => reply(JSON.stringify({ data: eventFile })));
    const local = { ...source, localUrl: 'http://localhost:8081/api/v1' };
    await expect(
      latestEventSpan(local, 'chess', { fetch, storage: storage({ backendName: 'proxy' }) }),
    ).resolves.toEqual(dates);
    expect(fetch).toHaveBeenCalledWith('http://localhost:8081/api/v1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        action: 'getEntry',
        params: { branch: 'main', path: 'content/events/chess.json' },
      }),
      cache: 'no-store',
    });
  });

  it('has no dates (the build’s hold) when they cannot be read or the build would refuse them', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const answers = [
      reply('Not Found', 404),
      reply('Bad Gateway', 502),
      reply('Bad credentials', 401),
      reply('{ broken'),
      reply('null'),
      reply(JSON.stringify({ ...dates, endsAt: dates.startsAt })),
      reply(JSON.stringify({ ...dates, startsAt: '2026-02-30T09:00:00+05:30' })),
      reply(JSON.stringify({ startsAt: dates.startsAt })),
    ];
    await expect(
      latestEventSpan(source, 'chess', { fetch: offline, storage: github }),
    ).resolves.toBe(undefined);
    for (const answer of answers) {
      const fetch = jest.fn(async () => answer);
      await expect(latestEventSpan(source, 'chess', { fetch, storage: github })).resolves.toBe(
        undefined,
      );
    }
    // Nobody signed in: nothing is asked.
    const fetch = jest.fn(async () => reply(eventFile));
    await expect(latestEventSpan(source, 'chess', { fetch, storage: storage(null) })).resolves.toBe(
      undefined,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
