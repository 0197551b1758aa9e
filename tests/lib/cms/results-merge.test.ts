import { fromJS, type Map as ImmutableMap } from 'immutable';

import { SIGN_IN_LOST, SignInLost } from '@/lib/cms/github-sign-in';
import type { RepoSource } from '@/lib/cms/repo-file';
import { conflictMessage, registerResultsCheck, type Cms } from '@/lib/cms/results-check';
import {
  changedSince,
  drawsAsOpened,
  DrawUnread,
  keptNotices,
  mergeFields,
  mergeResults,
  readLatestDraw,
  tabName,
  thisTab,
  touchedResults,
  type TabChannel,
} from '@/lib/cms/results-merge';

import { reply } from '../../support/fetch-reply';

// Two phones recording one draw: the second save keeps what the first added meanwhile.

const ENTRANTS = ['Ann', 'Bea', 'Cal', 'Dev'].join('\n');
const A = { match: 'r1-m1: Ann v Dev', winner: 'Ann', score: '2-0' };
const B = { match: 'r1-m2: Bea v Cal', winner: 'Cal', score: '3-1' };
const FINAL = { match: 'r2-m1: Ann v Cal', winner: 'Ann', score: '1-0' };

/**
 * A browser storage holding `entries`, which refuses a value longer than `state.room` (full: no
 * room at all; unbounded until a test says).
 */
const memoryStorage = (entries: [string, string][] = []) => {
  const store = new Map<string, string>(entries);
  const state = { room: Infinity };
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > state.room) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      store.set(key, value);
    },
    removeItem: (key: string) => void store.delete(key),
  } as unknown as Storage;
  return { store, storage, state };
};

describe('mergeResults', () => {
  it('keeps a result another phone added, after the form’s own', () => {
    // This phone opened the draw with A and records the final; the other added B meanwhile.
    expect(mergeResults([FINAL, A], [B, A])).toEqual({
      results: [FINAL, A, B],
      kept: [B],
      conflicts: [],
    });
  });

  it('leaves out a result this phone removed, and keeps its own changes', () => {
    const corrected = { ...A, score: '3-0' };
    const touched = { edited: ['r1-m1'], removed: ['r1-m2'], seen: { 'r1-m1': A, 'r1-m2': B } };
    expect(mergeResults([corrected], [A, B], touched)).toEqual({
      results: [corrected],
      kept: [],
      conflicts: [],
    });
  });

  it('takes a correction made elsewhere to a result this phone did not touch', () => {
    const corrected = { ...A, score: '3-0' };
    expect(mergeResults([FINAL, A], [corrected])).toEqual({
      results: [FINAL, corrected],
      kept: [corrected],
      conflicts: [],
    });
  });

  it('names a result both phones changed since this one saw it, and keeps this phone’s', () => {
    const mine = { ...A, score: '3-0' };
    const theirs = { ...A, score: '4-0' };
    expect(
      mergeResults([mine], [theirs], { edited: ['r1-m1'], removed: [], seen: { 'r1-m1': A } }),
    ).toEqual({ results: [mine], kept: [], conflicts: [{ match: 'r1-m1', theirs, mine }] });
    // Both recorded a match that had no result when this phone opened the draw.
    const otherB = { ...B, winner: 'Bea', score: '3-2' };
    expect(
      mergeResults([B], [otherB], { edited: ['r1-m2'], removed: [], seen: { 'r1-m2': null } }),
    ).toEqual({ results: [B], kept: [], conflicts: [{ match: 'r1-m2', theirs: otherB, mine: B }] });
    // This phone removed a result another phone corrected meanwhile.
    expect(
      mergeResults([], [theirs], { edited: [], removed: ['r1-m1'], seen: { 'r1-m1': A } }),
    ).toEqual({ results: [], kept: [], conflicts: [{ match: 'r1-m1', theirs }] });
    // Changed and put back as it was: not this phone's change, so theirs is taken.
    expect(
      mergeResults([A], [theirs], { edited: ['r1-m1'], removed: [], seen: { 'r1-m1': A } }),
    ).toEqual({ results: [theirs], kept: [theirs], conflicts: [] });
    // Another phone removed a result this phone corrected since.
    expect(
      mergeResults([mine, B], [B], { edited: ['r1-m1'], removed: [], seen: { 'r1-m1': A } }),
    ).toEqual({ results: [mine, B], kept: [], conflicts: [{ match: 'r1-m1', mine }] });
    // Nothing known of what this phone saw (a tab from before this rule): this phone's wins.
    expect(mergeResults([mine], [theirs], { edited: ['r1-m1'], removed: [] })).toEqual({
      results: [mine],
      kept: [],
      conflicts: [],
    });
  });

  it('names a result the form has that another phone removed since the draw was opened here', () => {
    const since = { edited: [], removed: [], sinceOpen: true };
    expect(mergeResults([A, B], [B], since)).toEqual({
      results: [A, B],
      kept: [],
      conflicts: [{ match: 'r1-m1', mine: A }],
    });
    // Changed here and put back as it was: the file had it then.
    expect(
      mergeResults([A, B], [B], { edited: ['r1-m1'], removed: [], seen: { 'r1-m1': A } }),
    ).toEqual({ results: [A, B], kept: [], conflicts: [{ match: 'r1-m1', mine: A }] });
    // Added here (nothing seen for that match), or with no record begun at the opening (storage
    // refused, a tab from before this rule): this phone's own, kept without a word.
    const added = { ...since, edited: ['r1-m1'], seen: { 'r1-m1': null } };
    expect(mergeResults([A, B], [B], added).conflicts).toEqual([]);
    expect(mergeResults([A, B], [B]).conflicts).toEqual([]);
    // A result still being filled in has no match to name.
    expect(mergeResults([{ match: '', winner: '' }], [], since).conflicts).toEqual([]);
  });

  it('changes nothing when the repository has what the form has', () => {
    expect(mergeResults([FINAL, A], [A])).toEqual({ results: [FINAL, A], kept: [], conflicts: [] });
    expect(mergeResults([{ match: '', winner: '' }], [])).toEqual({
      results: [{ match: '', winner: '' }],
      kept: [],
      conflicts: [],
    });
  });
});

describe('changedSince', () => {
  it('names what the form gained, changed or lost since Publish sent it, by match', () => {
    const corrected = { ...A, score: '3-0' };
    expect(changedSince([A, B], [corrected, B])).toEqual({ edited: [corrected], removed: [] });
    expect(changedSince([A, B], [FINAL, B])).toEqual({ edited: [FINAL], removed: [A] });
    // A result still being filled in is nothing yet; the same result moved down is unchanged.
    expect(changedSince([A], [{ match: '', winner: '' }, A])).toEqual({ edited: [], removed: [] });
  });
});

describe('mergeFields', () => {
  const ROUNDS = [{ startsAt: '2025-04-09T10:00', courts: ['Court A'], matchMinutes: 30 }];
  const LATER = [{ ...ROUNDS[0], startsAt: '2025-04-09T10:45' }];
  const OPENED = { entrants: ENTRANTS, rounds: ROUNDS, results: [A] };

  it('takes another phone’s change to a field this phone did not change', () => {
    // The coordinator put the round back 45 minutes while this phone recorded a result.
    expect(
      mergeFields({ ...OPENED, results: [A, B] }, { ...OPENED, rounds: LATER }, OPENED),
    ).toEqual({ taken: { rounds: LATER }, conflicts: [] });
  });

  it('takes a field another phone added that neither this form nor the draw as opened has', () => {
    // The coordinator placed the first match by hand (the file had no fixedSlots key before).
    const placed = [{ match: 'r1-m2', startsAt: '2025-04-09T11:00', court: 'Court B' }];
    expect(
      mergeFields({ ...OPENED, results: [A, B] }, { ...OPENED, fixedSlots: placed }, OPENED),
    ).toEqual({ taken: { fixedSlots: placed }, conflicts: [] });
  });

  it('keeps this phone’s change, and names a field both changed', () => {
    const renamed = ENTRANTS.replace('Bea', 'Bee');
    expect(mergeFields({ ...OPENED, entrants: renamed }, OPENED, OPENED)).toEqual({
      taken: {},
      conflicts: [],
    });
    const sooner = [{ ...ROUNDS[0], startsAt: '2025-04-09T09:30' }];
    expect(
      mergeFields({ ...OPENED, rounds: sooner }, { ...OPENED, rounds: LATER }, OPENED),
    ).toEqual({ taken: {}, conflicts: ['rounds'] });
    // Both made the same change: nothing to say.
    expect(mergeFields({ ...OPENED, rounds: LATER }, { ...OPENED, rounds: LATER }, OPENED)).toEqual(
      { taken: {}, conflicts: [] },
    );
  });

  it('reads the form and the file alike: no key, an empty list or an unset switch; 30 or "30"', () => {
    // Decap's form writes [] and false where the file has no key, and keeps its own key order.
    const form = {
      results: [],
      fixedSlots: [],
      under18: false,
      rounds: [{ matchMinutes: '30', courts: ['Court A'], startsAt: '2025-04-09T10:00' }],
      entrants: ENTRANTS,
    };
    expect(mergeFields(form, { ...OPENED, results: [] }, form)).toEqual({
      taken: {},
      conflicts: [],
    });
    expect(
      mergeFields(form, { ...OPENED, fixedSlots: [{ match: 'r1-m1', court: 'Court B' }] }, form)
        .taken,
    ).toEqual({
      fixedSlots: [{ match: 'r1-m1', court: 'Court B' }],
    });
  });

  it('takes nothing when it is not known what the form opened with', () => {
    expect(mergeFields(OPENED, { ...OPENED, rounds: LATER }, undefined)).toEqual({
      taken: {},
      conflicts: [],
    });
  });
});

describe('drawsAsOpened', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('takes a backup brought back after a reload as begun from the draw opened before it', () => {
    const path = 'content/draws/cup.json';
    const rounds = [{ startsAt: '2025-04-09T10:00', matchMinutes: 30 }];
    const later = [{ ...rounds[0], startsAt: '2025-04-09T10:45' }];
    drawsAsOpened(localStorage, 'tab').opened(path, { under18: true, rounds, results: [A] });
    // Its fields only: the results have a record of their own.
    expect(localStorage.getItem(`ts-results-opened:${path}`)).not.toContain('r1-m1');
    // Under 18 switched off here; then another phone moves the rounds; then the page reloads
    // and OK brings the backup back (the form closed and opened again at once).
    const reloaded = drawsAsOpened(localStorage, 'tab');
    reloaded.opened(path, { under18: true, rounds: later });
    reloaded.closed(path);
    reloaded.opened(path, { under18: false, rounds });
    jest.runAllTimers();
    expect(reloaded.get(path)).toEqual({ under18: true, rounds });
    // So the save keeps this phone's Under 18 and the other phone's rounds.
    expect(
      mergeFields({ under18: false, rounds }, { under18: true, rounds: later }, reloaded.get(path)),
    ).toEqual({ taken: { rounds: later }, conflicts: [] });
    // Declined, or no backup: the file as loaded.
    const again = drawsAsOpened(localStorage, 'tab');
    again.opened(path, { under18: true, rounds: later });
    jest.runAllTimers();
    expect(again.get(path)).toEqual({ under18: true, rounds: later });
  });

  it('keeps what a form first opened with when Decap opens it again at once (a backup brought back)', () => {
    const opened = drawsAsOpened();
    const path = 'content/draws/cup.json';
    opened.opened(path, { entrants: 'file' });
    opened.closed(path);
    opened.opened(path, { entrants: 'backup' });
    jest.runAllTimers();
    expect(opened.get(path)).toEqual({ entrants: 'file' });
    // Closed for good (another draw opened, the list): opened afresh next time.
    opened.closed(path);
    jest.runAllTimers();
    expect(opened.get(path)).toBeUndefined();
    opened.opened(path, { entrants: 'file, a week later' });
    expect(opened.get(path)).toEqual({ entrants: 'file, a week later' });
  });
});

describe('readLatestDraw', () => {
  const source: RepoSource = { repo: 'club/site', branch: 'main' };
  const storage = (user: unknown) =>
    memoryStorage([['decap-cms-user', JSON.stringify(user)]]).storage;
  const file = JSON.stringify({ entrants: ENTRANTS, results: [B] });

  it('reads the file from GitHub with the signed-in organiser’s token, never from a cache', async () => {
    const fetch = jest.fn(async () => reply(file));
    await expect(
      readLatestDraw(source, 'content/draws/chess u9.json', {
        fetch,
        storage: storage({ backendName: 'github', token: 'gho_abc' }),
      }),
    ).resolves.toEqual({ entrants: ENTRANTS, results: [B] });
    expect(fetch).toHaveBeenCalledWith(
      'https://api.github.com/repos/club/site/contents/content/draws/chess%20u9.json?ref=main',
      {
        headers: {
          Accept: 'application/vnd.github.raw+json',
          Authorization: 'token gho_abc',
        },
        cache: 'no-store',
      },
    );
  });

  it('reads it from the local backend when the editor runs on it (npm run cms)', async () => {
    const fetch = jest.fn(async () => reply(JSON.stringify({ data: file, file: { path: 'x' } })));
    const local = { ...source, localUrl: 'http://localhost:8081/api/v1' };
    await expect(
      readLatestDraw(local, 'content/draws/cup.json', {
        fetch,
        storage: storage({ backendName: 'proxy' }),
      }),
    ).resolves.toMatchObject({ results: [B] });
    expect(fetch).toHaveBeenCalledWith('http://localhost:8081/api/v1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        action: 'getEntry',
        params: { branch: 'main', path: 'content/draws/cup.json' },
      }),
      cache: 'no-store',
    });
  });

  it('stops the save when the draw cannot be read: no signal, or an error on the other side', async () => {
    const github = storage({ backendName: 'github', token: 't' });
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const read = readLatestDraw(source, 'p.json', { fetch: offline, storage: github });
    await expect(read).rejects.toBeInstanceOf(DrawUnread);
    // As Decap shows it: "Failed to persist entry: " and the message, no "Error:".
    await expect(read.catch((error: unknown) => String(error))).resolves.toBe(
      'The draw could not be read as it is now (no connection), so nothing was saved: another ' +
        'phone’s results could have been lost. Publish again in a moment.',
    );
    const failing = jest.fn(async () => reply('Bad Gateway', 502));
    await expect(
      readLatestDraw(source, 'p.json', { fetch: failing, storage: github }),
    ).rejects.toThrow('(GitHub answered 502)');
    const local = { ...source, localUrl: 'http://localhost:8081/api/v1' };
    await expect(
      readLatestDraw(local, 'p.json', {
        fetch: failing,
        storage: storage({ backendName: 'proxy' }),
      }),
    ).rejects.toThrow('(the local backend answered 502)');
  });

  it('has nothing to merge with for a file not there yet, nobody signed in, or no draw’s JSON', async () => {
    const github = storage({ backendName: 'github', token: 't' });
    await expect(
      readLatestDraw(source, 'p.json', {
        fetch: jest.fn(async () => reply('{ broken')),
        storage: github,
      }),
    ).resolves.toBeUndefined();
    const missing = jest.fn(async () => reply('Not Found', 404));
    await expect(
      readLatestDraw(source, 'p.json', { fetch: missing, storage: github }),
    ).resolves.toBeUndefined();
    const never = jest.fn();
    await expect(
      readLatestDraw(source, 'p.json', { fetch: never, storage: storage({}) }),
    ).resolves.toBeUndefined();
    expect(never).not.toHaveBeenCalled();
  });

  it('stops the save, saying how to get back in, when GitHub no longer accepts the token', async () => {
    const github = storage({ backendName: 'github', token: 'revoked' });
    const refused = jest.fn(async () => reply('{"message":"Bad credentials"}', 401));
    const read = readLatestDraw(source, 'p.json', { fetch: refused, storage: github });
    await expect(read).rejects.toBeInstanceOf(SignInLost);
    await expect(read).rejects.toThrow(SIGN_IN_LOST);
    // As Decap shows it: "Failed to persist entry: " and the message, no "Error:".
    expect(String(new SignInLost())).toBe(SIGN_IN_LOST);
    // Any other refusal (a rate limit, an access taken away) leaves it to the save.
    const limited = jest.fn(async () => reply('{"message":"API rate limit exceeded"}', 403));
    await expect(
      readLatestDraw(source, 'p.json', { fetch: limited, storage: github }),
    ).resolves.toBeUndefined();
  });
});

describe('touchedResults', () => {
  it('lets editing go on when the browser refuses to store the record, and remembers it meanwhile', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const touched = touchedResults(refusing);
    expect(() => touched.edited('content/draws/cup.json', A.match, A)).not.toThrow();
    expect(() =>
      touched.saw('content/draws/cup.json', [{ match: 'r1-m1', theirs: A }]),
    ).not.toThrow();
    // Kept in memory until a reload: this tab's correction stays its own (a private window).
    expect(touched.read('content/draws/cup.json')).toEqual({
      edited: ['r1-m1'],
      removed: [],
      seen: { 'r1-m1': A },
    });
    // A new tab, or this one reloaded, has nothing to go on.
    expect(touchedResults(refusing).read('content/draws/cup.json')).toEqual({
      edited: [],
      removed: [],
    });
  });

  it('keeps in memory a touch the full storage could not take, and stores none that misses it', () => {
    const { store, storage, state } = memoryStorage();
    const touched = touchedResults(storage);
    touched.opened('content/draws/cup.json');
    expect(touched.read('content/draws/cup.json').sinceOpen).toBe(true);
    state.room = -1;
    // A result added now: noted in memory, so the save takes it for this phone's.
    touched.edited('content/draws/cup.json', A.match, null);
    expect(touched.read('content/draws/cup.json')).toEqual({
      edited: ['r1-m1'],
      removed: [],
      sinceOpen: true,
      seen: { 'r1-m1': null },
    });
    // The stored record, which misses the touch, is gone.
    expect(store.has('ts-results-touched:content/draws/cup.json')).toBe(false);
    // Room again: stored, and read from storage as before.
    state.room = Infinity;
    touched.removed('content/draws/cup.json', B.match, B);
    expect(store.get('ts-results-touched:content/draws/cup.json')).toContain('r1-m2');
  });

  it('drops only its own record when a touch cannot be added; another tab keeps its own', () => {
    const { store, storage, state } = memoryStorage();
    const other = touchedResults(storage, 'other');
    other.edited('content/draws/cup.json', B.match, B);
    const touched = touchedResults(storage, 'this');
    touched.opened('content/draws/cup.json');
    state.room = store.get('ts-results-touched:content/draws/cup.json')!.length;
    touched.edited('content/draws/cup.json', A.match, null);
    expect(other.read('content/draws/cup.json')).toEqual({
      edited: ['r1-m2'],
      removed: [],
      seen: { 'r1-m2': B },
    });
    // This tab's record is in memory only, with its touch (it began as a copy of the one
    // written last, as a new tab's does); the other tab's is stored.
    expect(store.get('ts-results-touched:content/draws/cup.json')).not.toContain('"this"');
    expect(touched.read('content/draws/cup.json').edited).toEqual(['r1-m2', 'r1-m1']);
  });
});

describe('touchedResults, one record per tab', () => {
  const path = 'content/draws/cup.json';
  beforeEach(() => localStorage.clear());

  it('keeps a tab’s correction its own when another tab with the same draw saves', () => {
    const first = touchedResults(localStorage, 'first');
    const second = touchedResults(localStorage, 'second');
    first.opened(path);
    second.opened(path);
    // The second tab corrects A; the first adds the final and saves.
    const corrected = { ...A, score: '3-0' };
    second.edited(path, A.match, A);
    first.edited(path, FINAL.match, null);
    first.saved(path);
    expect(first.read(path)).toEqual({ edited: [], removed: [], sinceOpen: true });
    // The second tab's save still knows the correction as its own: the file's A is not put
    // back over it, and the final comes in.
    expect(mergeResults([corrected, B], [A, B, FINAL], second.read(path)).results).toEqual([
      corrected,
      B,
      FINAL,
    ]);
  });

  it('finds its own record after a reload, though another tab wrote since', () => {
    const first = touchedResults(localStorage, 'first');
    const second = touchedResults(localStorage, 'second');
    first.opened(path);
    second.opened(path);
    first.edited(path, A.match, A);
    second.removed(path, B.match, B);
    const reloaded = touchedResults(localStorage, 'first');
    reloaded.opened(path);
    expect(reloaded.read(path)).toEqual({
      edited: ['r1-m1'],
      removed: [],
      seen: { 'r1-m1': A },
      sinceOpen: true,
    });
    // A new tab takes a copy of the one written last, as Decap's backup is that tab's form.
    const third = touchedResults(localStorage, 'third');
    third.opened(path);
    const secondRecord = { edited: [], removed: ['r1-m2'], seen: { 'r1-m2': B }, sinceOpen: true };
    expect(third.read(path)).toEqual(secondRecord);
    // Its save begins its own again, and no other.
    third.saved(path);
    expect(third.read(path)).toEqual({ edited: [], removed: [], sinceOpen: true });
    expect(second.read(path)).toEqual(secondRecord);
  });

  it('keeps the four records written last', () => {
    for (const tab of ['1', '2', '3', '4', '5']) touchedResults(localStorage, tab).opened(path);
    const kept = JSON.parse(localStorage.getItem(`ts-results-touched:${path}`)!) as {
      tab: string;
    }[];
    expect(kept.map((record) => record.tab)).toEqual(['2', '3', '4', '5']);
  });

  it('keeps a tab’s record while it is open, though four newer tabs pushed it out of storage', () => {
    const first = touchedResults(localStorage, 'first');
    first.opened(path);
    first.edited(path, A.match, A);
    // Four more tabs open the draw, and each publishes.
    for (const tab of ['2', '3', '4', '5']) {
      const newer = touchedResults(localStorage, tab);
      newer.opened(path);
      newer.saved(path);
    }
    expect(localStorage.getItem(`ts-results-touched:${path}`)).not.toContain('"first"');
    // Its correction is still its own: the file's A is not put back over it.
    const corrected = { ...A, score: '3-0' };
    expect(first.read(path)).toEqual({
      edited: ['r1-m1'],
      removed: [],
      seen: { 'r1-m1': A },
      sinceOpen: true,
    });
    expect(mergeResults([corrected], [A], first.read(path)).results).toEqual([corrected]);
  });

  it('reads the one record the editor kept before, for every tab', () => {
    localStorage.setItem(
      `ts-results-touched:${path}`,
      JSON.stringify({ edited: ['r1-m1'], removed: [], seen: { 'r1-m1': A }, sinceOpen: true }),
    );
    const tab = touchedResults(localStorage, 'any');
    tab.opened(path);
    expect(tab.read(path)).toEqual({
      edited: ['r1-m1'],
      removed: [],
      seen: { 'r1-m1': A },
      sinceOpen: true,
    });
  });

  it('names a tab once per tab: kept in sessionStorage, fresh where that is refused', () => {
    sessionStorage.clear();
    const name = tabName();
    expect(name).toMatch(/\S/);
    expect(tabName()).toBe(name);
    sessionStorage.clear();
    expect(tabName()).not.toBe(name);
    const refusing = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as Storage;
    expect(tabName(refusing)).not.toBe(tabName(refusing));
  });
});

describe('thisTab', () => {
  /** One tab's sessionStorage; `from` copies another's, as a duplicated tab starts with. */
  const session = (from?: Storage) =>
    memoryStorage(from ? [['ts-results-tab', from.getItem('ts-results-tab')!]] : []).storage;
  /**
   * BroadcastChannel between tabs: a message reaches every other open tab's, one at a time; a
   * tab closed (or reloaded) has none.
   */
  const bus = () => {
    const channels = new Set<TabChannel>();
    const queue: [TabChannel, unknown][] = [];
    return {
      channel(): TabChannel {
        const channel: TabChannel = {
          onmessage: null,
          postMessage: (message) => {
            for (const other of channels) if (other !== channel) queue.push([other, message]);
          },
        };
        channels.add(channel);
        return channel;
      },
      close: (channel: TabChannel) => void channels.delete(channel),
      deliver() {
        for (let next = queue.shift(); next; next = queue.shift()) {
          if (channels.has(next[0])) {
            next[0].onmessage?.({ data: JSON.parse(JSON.stringify(next[1])) as unknown });
          }
        }
      },
    };
  };

  it('gives a copy of an open tab a name of its own, which its reload keeps', () => {
    const tabs = bus();
    const firstSession = session();
    const first = thisTab(firstSession, tabs.channel());
    tabs.deliver();
    const name = first();
    // Duplicated: the copy starts with the first tab's sessionStorage, so with its name.
    const copySession = session(firstSession);
    const copyChannel = tabs.channel();
    const copy = thisTab(copySession, copyChannel);
    expect(copy()).toBe(name);
    tabs.deliver();
    expect(first()).toBe(name);
    expect(copy()).not.toBe(name);
    expect(copySession.getItem('ts-results-tab')).toBe(copy());
    // Each one's reload finds its own name again: no open tab has it.
    const copyName = copy();
    tabs.close(copyChannel);
    const reloaded = thisTab(copySession, tabs.channel());
    tabs.deliver();
    expect(reloaded()).toBe(copyName);
    expect(first()).toBe(name);
  });

  it('gives two tabs’ records apart once the copy has its name', () => {
    const tabs = bus();
    const firstSession = session();
    const first = thisTab(firstSession, tabs.channel());
    const copy = thisTab(session(firstSession), tabs.channel());
    tabs.deliver();
    const path = 'content/draws/cup.json';
    const inFirst = touchedResults(localStorage, first);
    const inCopy = touchedResults(localStorage, copy);
    inFirst.opened(path);
    inCopy.opened(path);
    inCopy.edited(path, A.match, A);
    // The first tab's save begins its own record only: the copy's correction stays its own.
    inFirst.saved(path);
    expect(inCopy.read(path).edited).toEqual(['r1-m1']);
    expect(inFirst.read(path).edited).toEqual([]);
  });

  it('keeps the name a tab has when no channel is to be had', () => {
    const alone = session();
    expect(thisTab(alone, null)()).toBe(thisTab(alone, null)());
  });
});

describe('the save, with the merge', () => {
  type Listener = Parameters<Cms['registerEventListener']>[0];
  const listeners: Listener[] = [];
  const cms: Cms = { registerEventListener: (listener) => void listeners.push(listener) };
  // As the results editor keeps it (results-check.browser.ts): beside Decap's backup; a page
  // of its own for each test (a tab keeps its record in memory too).
  let touched = touchedResults(localStorage);
  const notices = keptNotices();
  const opened = drawsAsOpened();
  let latest: { entrants?: string; results?: unknown; rounds?: unknown } | undefined;
  registerResultsCheck(cms, {
    merge: {
      read: async () => latest,
      get touched() {
        return touched;
      },
      opened,
      notices,
      fromJS: (value) => fromJS(value),
    },
  });
  const [preSave, postSave] = listeners;
  const entry = (results: unknown[], fields: Record<string, unknown> = {}) => {
    const data = fromJS({ entrants: ENTRANTS, results, ...fields }) as ImmutableMap<
      string,
      unknown
    >;
    const values: Record<string, unknown> = {
      collection: 'draws',
      path: 'content/draws/cup.json',
      data,
    };
    return { get: (key: string) => values[key] };
  };

  beforeEach(() => {
    localStorage.clear();
    touched = touchedResults(localStorage);
    // Each test opens the draw afresh.
    jest.useFakeTimers();
    opened.closed('content/draws/cup.json');
    jest.runAllTimers();
    jest.useRealTimers();
  });

  it('saves the form with what another phone saved meanwhile, and checks the whole', async () => {
    latest = { entrants: ENTRANTS, results: [B, A] };
    const saved = (await preSave!.handler({ entry: entry([FINAL, A]) })) as ImmutableMap<
      string,
      unknown
    >;
    expect(saved.toJS()).toEqual({ entrants: ENTRANTS, results: [FINAL, A, B] });
    // Once saved, the list is told what came from elsewhere, and the results as saved.
    expect(notices.get('content/draws/cup.json')).toEqual([]);
    postSave!.handler({ entry: entry([FINAL, A]) });
    expect(notices.get('content/draws/cup.json')).toEqual([B]);
    expect(notices.saved('content/draws/cup.json')).toEqual([FINAL, A, B]);
    // With the form's results as sent, which the list tells from what is typed meanwhile.
    expect(notices.sent('content/draws/cup.json')).toEqual([FINAL, A]);
    // Without B the final's entrants are not known yet: the form alone would be refused.
    latest = undefined;
    await expect(preSave!.handler({ entry: entry([FINAL, A]) })).rejects.toThrow(
      'Result 1 (r2-m1)',
    );
  });

  it('takes another phone’s fields from a draw that has no results yet (no results key)', async () => {
    // A draw made in the content manager: the coordinator moved its round since this phone
    // opened it; this phone records the first result.
    const rounds = [{ startsAt: '2025-04-09T10:00', courts: ['Court A'], matchMinutes: 30 }];
    const later = [{ ...rounds[0], startsAt: '2025-04-09T10:45' }];
    opened.opened('content/draws/cup.json', { entrants: ENTRANTS, rounds });
    latest = { entrants: ENTRANTS, rounds: later };
    const saved = (await preSave!.handler({ entry: entry([A], { rounds }) })) as ImmutableMap<
      string,
      unknown
    >;
    expect(saved.toJS()).toEqual({ entrants: ENTRANTS, results: [A], rounds: later });
    postSave!.handler({ entry: entry([A], { rounds }) });
  });

  it('leaves out what this phone removed, and begins the record afresh once saved', async () => {
    touched.removed('content/draws/cup.json', B.match);
    latest = { entrants: ENTRANTS, results: [B, A] };
    await expect(preSave!.handler({ entry: entry([A]) })).resolves.toBeUndefined();
    postSave!.handler({ entry: entry([A]) });
    // The file has what the form has: a result the form holds and the record does not name
    // came from the file.
    expect(touched.read('content/draws/cup.json')).toEqual({
      edited: [],
      removed: [],
      sinceOpen: true,
    });
  });

  it('keeps a correction Decap’s backup brings back in a new tab as this phone’s', async () => {
    const corrected = { ...A, score: '3-0' };
    // Another tab noted the correction, then closed unsaved: its record is in localStorage,
    // under that tab's name. This tab, a new one, has none of its own and takes that one.
    touchedResults(localStorage, 'closed-tab').edited('content/draws/cup.json', A.match, A);
    expect(localStorage.getItem('ts-results-touched:content/draws/cup.json')).toContain('r1-m1');
    touched.opened('content/draws/cup.json');
    latest = { entrants: ENTRANTS, results: [A] };
    // Nothing to take in: the form is saved as it is (the file's A is not put back over it).
    await expect(preSave!.handler({ entry: entry([corrected]) })).resolves.toBeUndefined();
  });

  it('stops once on a result another phone changed too, saying what each has; then saves this phone’s', async () => {
    const path = 'content/draws/cup.json';
    const mine = { ...A, score: '3-0' };
    const theirs = { ...A, score: '4-0' };
    touched.edited(path, A.match, A);
    latest = { entrants: ENTRANTS, results: [theirs, B] };
    const message =
      'r1-m1: another phone saved “Ann won 4-0” since this draw was opened here; ' +
      'this phone has “Ann won 3-0”. Publish again to save this phone’s, or change it first.';
    await expect(preSave!.handler({ entry: entry([mine]) })).rejects.toThrow(message);
    expect(conflictMessage([{ match: 'r1-m1', theirs }])).toBe(
      'r1-m1: another phone saved “Ann won 4-0” since this draw was opened here; ' +
        'this phone removed it. Publish again to save this phone’s, or change it first.',
    );
    // Told, this phone has seen theirs: the next Publish saves its own, with B.
    const saved = (await preSave!.handler({ entry: entry([mine]) })) as ImmutableMap<
      string,
      unknown
    >;
    expect(saved.toJS()).toEqual({ entrants: ENTRANTS, results: [mine, B] });
  });

  it('takes another phone’s change to the rounds, and keeps taking it until this phone changes them', async () => {
    const path = 'content/draws/cup.json';
    const rounds = [{ startsAt: '2025-04-09T10:00', courts: ['Court A'], matchMinutes: 30 }];
    const later = [{ ...rounds[0], startsAt: '2025-04-09T10:45' }];
    opened.opened(path, { entrants: ENTRANTS, results: [A], rounds });
    touched.edited(path, B.match, null);
    latest = { entrants: ENTRANTS, results: [A], rounds: later };
    const saved = (await preSave!.handler({ entry: entry([A, B], { rounds }) })) as ImmutableMap<
      string,
      unknown
    >;
    expect(saved.toJS()).toEqual({ entrants: ENTRANTS, results: [A, B], rounds: later });
    postSave!.handler({ entry: entry([A, B], { rounds }) });
    expect(notices.fields(path)).toEqual(['rounds']);
    // The form still shows the rounds it opened with: the next save takes the file's again.
    latest = { entrants: ENTRANTS, results: [A, B], rounds: later };
    const again = (await preSave!.handler({ entry: entry([A, B], { rounds }) })) as ImmutableMap<
      string,
      unknown
    >;
    expect(again.toJS()).toMatchObject({ rounds: later });
    // This phone changes them too: stopped once, then its own saved.
    const sooner = [{ ...rounds[0], startsAt: '2025-04-09T09:30' }];
    await expect(preSave!.handler({ entry: entry([A, B], { rounds: sooner }) })).rejects.toThrow(
      'The rounds: another phone changed this since this draw was opened here, and so did this ' +
        'phone. Publish again to save this phone’s, or change it first.',
    );
    await expect(
      preSave!.handler({ entry: entry([A, B], { rounds: sooner }) }),
    ).resolves.toBeUndefined();
  });

  it('counts the rounds this phone saved as its last word: another phone’s later change is taken', async () => {
    const path = 'content/draws/cup.json';
    const rounds = [{ startsAt: '2025-04-09T10:00', courts: ['Court A'], matchMinutes: 30 }];
    const ours = [{ ...rounds[0], courts: ['Court B'] }];
    const theirs = [{ ...ours[0], startsAt: '2025-04-09T10:45' }];
    opened.opened(path, { entrants: ENTRANTS, results: [A], rounds });
    latest = { entrants: ENTRANTS, results: [A], rounds };
    await expect(
      preSave!.handler({ entry: entry([A], { rounds: ours }) }),
    ).resolves.toBeUndefined();
    postSave!.handler({ entry: entry([A], { rounds: ours }) });
    latest = { entrants: ENTRANTS, results: [A], rounds: theirs };
    touched.edited(path, B.match, null);
    const saved = (await preSave!.handler({
      entry: entry([A, B], { rounds: ours }),
    })) as ImmutableMap<string, unknown>;
    expect(saved.toJS()).toMatchObject({ rounds: theirs });
  });

  it('stops once on a result the form has that another phone removed; then keeps it', async () => {
    const path = 'content/draws/cup.json';
    touched.opened(path);
    // Opened with A and B; another phone removed A meanwhile; this phone changed neither.
    latest = { entrants: ENTRANTS, results: [B] };
    await expect(preSave!.handler({ entry: entry([A, B]) })).rejects.toThrow(
      'r1-m1: another phone removed this result since this draw was opened here; this phone ' +
        'has “Ann won 2-0”. Publish again to save this phone’s, or change it first.',
    );
    // Told, A is this phone's now: the next Publish saves the form as it is.
    await expect(preSave!.handler({ entry: entry([A, B]) })).resolves.toBeUndefined();
    // Removed here instead: nothing to say, and the file keeps A out.
    touched.saved(path);
    await expect(preSave!.handler({ entry: entry([B]) })).resolves.toBeUndefined();
  });
});
