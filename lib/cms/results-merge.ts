import { resultMatchId } from '@/lib/events/draw/results';

import type { ResultItem } from './results-widget';

// Two phones, one draw: each results editor saves the whole file, so the second save used to
// drop the results the first had added since the second phone opened the draw (Decap does not
// warn: decaporg/decap-cms#1500). Before a save the editor reads the draw as it is now in the
// repository and keeps what others did meanwhile: a result it does not have (unless this phone
// removed it) and a result corrected elsewhere that this phone did not touch. What this phone
// added, changed or removed wins. registerResultsCheck runs it, then the check, on the result.

/** The match ids ("r1-m3") of the results this phone changed or removed since its last save. */
export type Touched = { edited: string[]; removed: string[] };

const NOTHING_TOUCHED: Touched = { edited: [], removed: [] };

const idOf = (item: ResultItem) =>
  typeof item.match === 'string' && item.match.trim() ? resultMatchId(item.match) : '';

const same = (a: ResultItem, b: ResultItem) =>
  a.match === b.match &&
  a.winner === b.winner &&
  (a.score ?? '') === (b.score ?? '') &&
  (a.walkover === true) === (b.walkover === true);

/**
 * The results to save: the form's, in its order, each replaced by the repository's where only
 * the repository's changed it, then the repository's results the form lacks and did not remove
 * (at the end, so the form's numbering holds in any message). `kept` lists what came from the
 * repository.
 */
export function mergeResults(
  form: readonly ResultItem[],
  latest: readonly ResultItem[],
  touched: Touched = NOTHING_TOUCHED,
): { results: ResultItem[]; kept: ResultItem[] } {
  const latestById = new Map(latest.filter(idOf).map((item) => [idOf(item), item]));
  const formIds = new Set(form.map(idOf).filter(Boolean));
  const kept: ResultItem[] = [];
  const results = form.map((item) => {
    const theirs = latestById.get(idOf(item));
    if (!theirs || same(theirs, item) || touched.edited.includes(idOf(item))) return item;
    kept.push(theirs);
    return theirs;
  });
  for (const [id, item] of latestById) {
    if (formIds.has(id) || touched.removed.includes(id)) continue;
    kept.push(item);
    results.push(item);
  }
  return { results, kept };
}

/** Where the draws are saved: the GitHub repository, or `npm run cms`'s local backend. */
export type DrawSource = { repo: string; branch: string; localUrl?: string };

/** Decap's signed-in user, as it keeps it in localStorage. */
type StoredUser = { backendName?: string; token?: string };

/**
 * The draw file at `path` as it is in the repository now, read the way the editor's backend
 * reads it (Decap's user in `storage` says which: "github" with its token, or "proxy", the
 * local backend); undefined when it cannot be read (no signal: the save then goes as before,
 * or fails on its own).
 */
export async function readLatestDraw(
  source: DrawSource,
  path: string,
  { fetch: get = fetch, storage = localStorage }: { fetch?: typeof fetch; storage?: Storage } = {},
): Promise<{ results?: unknown } | undefined> {
  let user: StoredUser;
  try {
    user = JSON.parse(storage.getItem('decap-cms-user') ?? '{}') as StoredUser;
  } catch {
    return undefined;
  }
  try {
    let text: string;
    if (user.backendName === 'proxy' && source.localUrl) {
      const response = await get(source.localUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'getEntry', params: { branch: source.branch, path } }),
        cache: 'no-store',
      });
      if (!response.ok) return undefined;
      text = ((await response.json()) as { data?: string }).data ?? '';
    } else if (user.backendName === 'github' && user.token) {
      const file = path.split('/').map(encodeURIComponent).join('/');
      const response = await get(
        `https://api.github.com/repos/${source.repo}/contents/${file}?ref=${encodeURIComponent(source.branch)}`,
        {
          headers: {
            Accept: 'application/vnd.github.raw+json',
            Authorization: `token ${user.token}`,
          },
          // GitHub lets a browser keep an answer a minute: the file as it is now.
          cache: 'no-store',
        },
      );
      if (!response.ok) return undefined;
      text = await response.text();
    } else {
      return undefined;
    }
    const data = JSON.parse(text) as unknown;
    return data && typeof data === 'object' ? (data as { results?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What this phone touched, per draw file, kept in the tab's sessionStorage so that a reload (and
 * Decap's backup of the form) keeps it too; forgotten once the draw is saved.
 */
export function touchedResults(storage: Storage = sessionStorage) {
  const key = (path: string) => `ts-results-touched:${path}`;
  const read = (path: string): Touched => {
    try {
      const stored = JSON.parse(storage.getItem(key(path)) ?? 'null') as Touched | null;
      return stored ?? { edited: [], removed: [] };
    } catch {
      return { edited: [], removed: [] };
    }
  };
  const note = (path: string, kind: keyof Touched, match: string | undefined) => {
    if (!path || !match?.trim()) return;
    const touched = read(path);
    const id = resultMatchId(match);
    if (!touched[kind].includes(id)) touched[kind].push(id);
    storage.setItem(key(path), JSON.stringify(touched));
  };
  return {
    read,
    edited: (path: string, match: string | undefined) => note(path, 'edited', match),
    removed: (path: string, match: string | undefined) => note(path, 'removed', match),
    forget: (path: string) => storage.removeItem(key(path)),
  };
}

export type TouchedResults = ReturnType<typeof touchedResults>;

/**
 * What the last save of each draw kept from other phones, for the results list to say (the form
 * itself lists them only once the draw is opened again).
 */
export function keptNotices() {
  const kept = new Map<string, ResultItem[]>();
  const listeners = new Set<() => void>();
  return {
    get: (path: string): ResultItem[] => kept.get(path) ?? [],
    set(path: string, results: ResultItem[]) {
      kept.set(path, results);
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type KeptNotices = ReturnType<typeof keptNotices>;
