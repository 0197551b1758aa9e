import { resultMatchId } from '@/lib/events/draw/results';

import { FileUnread, readRepoFile, type RepoNetwork, type RepoSource } from './repo-file';
import type { ResultItem } from './results-widget';
import { SaveRefused } from './save-refused';

// Two phones, one draw: each results editor saves the whole file, so the second save used to
// drop the results the first had added since the second phone opened the draw (Decap does not
// warn: decaporg/decap-cms#1500). Before a save the editor reads the draw as it is now in the
// repository and keeps what others did meanwhile: a result it does not have (unless this phone
// removed it) and a result corrected elsewhere that this phone did not touch. What this phone
// added, changed or removed wins, unless another phone changed or removed that same result
// since this phone last saw it: then the save stops once, saying what each phone has (a
// conflict). The draw's other fields (entrants, rounds, matches placed by hand) go the same way,
// each whole (mergeFields). registerResultsCheck runs it, then the check, on the result.

/**
 * The match ids ("r1-m3") of the results this phone changed or removed since its last save, and
 * for each, the result this phone last saw for that match (null: none), from the file as the
 * form opened it or from a conflict it was told of. `sinceOpen`: the record began as the draw
 * was opened here (or saved), so a result the form holds that it does not name came from the
 * file (without it, from the file or from this phone: not known).
 */
export type Touched = {
  edited: string[];
  removed: string[];
  seen?: Record<string, ResultItem | null>;
  sinceOpen?: boolean;
};

/** A fresh record of nothing touched (note() adds to the one it reads). */
const untouched = (): Touched => ({ edited: [], removed: [] });

/**
 * A result this phone has, changed or removed that another phone changed or removed too: what
 * each has now (`theirs` missing: the other removed it; `mine` missing: this phone did).
 */
export type Conflict =
  | { match: string; theirs: ResultItem; mine?: ResultItem }
  | { match: string; theirs?: undefined; mine: ResultItem };

/** A result's match id ("r1-m3"); '' for a result with no match yet. */
export const resultId = (item: ResultItem | undefined) =>
  typeof item?.match === 'string' && item.match.trim() ? resultMatchId(item.match) : '';
const idOf = resultId;

const same = (a: ResultItem, b: ResultItem) =>
  a.match === b.match &&
  a.winner === b.winner &&
  (a.score ?? '') === (b.score ?? '') &&
  (a.walkover === true) === (b.walkover === true);

/**
 * The results to save: the form's, in its order, each replaced by the repository's where only
 * the repository's changed it, then the repository's results the form lacks and did not remove
 * (at the end, so the form's numbering holds in any message). `kept` lists what came from the
 * repository; `conflicts`, the results both changed, and those the form has that another phone
 * removed (the form's stay in `results`).
 */
export function mergeResults(
  form: readonly ResultItem[],
  latest: readonly ResultItem[],
  touched: Touched = untouched(),
): { results: ResultItem[]; kept: ResultItem[]; conflicts: Conflict[] } {
  const latestById = new Map(latest.filter(idOf).map((item) => [idOf(item), item]));
  const formIds = new Set(form.map(idOf).filter(Boolean));
  // Changed by another phone since this one saw `seen` (not known for what it never saw).
  const changedSince = (seen: ResultItem | null | undefined, theirs: ResultItem) =>
    seen !== undefined && (seen === null || !same(seen, theirs));
  const kept: ResultItem[] = [];
  const conflicts: Conflict[] = [];
  const results = form.map((item) => {
    const id = idOf(item);
    const theirs = latestById.get(id);
    if (theirs && same(theirs, item)) return item;
    // Touched but put back as it was seen: this phone did not change it after all.
    const seen = touched.seen?.[id];
    const putBack = seen != null && same(seen, item);
    const mine = touched.edited.includes(id) && !putBack;
    if (!theirs) {
      // Gone from the file, which had it when this phone saw it (or opened the draw, for a
      // result this phone did not touch): another phone removed it. Else this phone's own.
      if (id && (mine ? seen != null : putBack || touched.sinceOpen)) {
        conflicts.push({ match: id, mine: item });
      }
      return item;
    }
    if (mine) {
      if (changedSince(seen, theirs)) conflicts.push({ match: id, theirs, mine: item });
      return item;
    }
    kept.push(theirs);
    return theirs;
  });
  for (const [id, item] of latestById) {
    if (formIds.has(id)) continue;
    if (touched.removed.includes(id)) {
      if (changedSince(touched.seen?.[id], item)) conflicts.push({ match: id, theirs: item });
      continue;
    }
    kept.push(item);
    results.push(item);
  }
  return { results, kept, conflicts };
}

/**
 * What the form's results gained, changed or lost between `sent` and `now` (typed while a
 * Publish was on its way): the results `now` has that `sent` does not have as they are, and
 * those `sent` had that `now` has no result for, by match (a result with no match yet is
 * neither: nothing to merge).
 */
export function changedSince(
  sent: readonly ResultItem[],
  now: readonly ResultItem[],
): { edited: ResultItem[]; removed: ResultItem[] } {
  const sentById = new Map(sent.filter(idOf).map((item) => [idOf(item), item]));
  const nowIds = new Set(now.map(idOf).filter(Boolean));
  return {
    edited: now.filter((item) => {
      const before = idOf(item) ? sentById.get(idOf(item)) : undefined;
      return idOf(item) !== '' && !(before && same(before, item));
    }),
    removed: [...sentById].filter(([id]) => !nowIds.has(id)).map(([, item]) => item),
  };
}

/** A draw as Decap's form or the file holds it: its fields by name. */
export type DrawFields = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

/**
 * The same value as the form and the file write it: an empty list, text or switch the same as
 * none (Decap writes `[]` where the file has no key), 30 the same as "30".
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  if (typeof a === 'object' || typeof b === 'object') {
    if (typeof a !== 'object' || typeof b !== 'object') return false;
    const one = a as DrawFields;
    const other = b as DrawFields;
    const keys = new Set([...Object.keys(one), ...Object.keys(other)]);
    return [...keys].every((key) => sameValue(one[key], other[key]));
  }
  return String(a) === String(b);
}

/** A draw's other fields as a message names them (by their key, any other). */
const DRAW_FIELD_NAMES: Record<string, string> = {
  entrants: 'the entrants',
  under18: 'Under 18',
  rounds: 'the rounds',
  fixedSlots: 'the matches placed by hand',
};
export const drawFieldName = (field: string) => DRAW_FIELD_NAMES[field] ?? `“${field}”`;

/**
 * The draw's other fields (entrants, rounds, matches placed by hand) to save: the repository's
 * for each field this phone has not changed since `opened` (the form's draw as it opened, or
 * as it was last saved) and another phone has; `conflicts`, the fields both changed. Nothing
 * is taken without `opened` (not known: a new draw, before its first save).
 */
export function mergeFields(
  form: DrawFields,
  latest: DrawFields,
  opened: DrawFields | undefined,
): { taken: DrawFields; conflicts: string[] } {
  const taken: DrawFields = {};
  const conflicts: string[] = [];
  if (!opened) return { taken, conflicts };
  // The file's own keys too: another phone may have added one (the first match placed by hand)
  // that neither this form nor the draw as opened has.
  const fields = new Set([...Object.keys(form), ...Object.keys(opened), ...Object.keys(latest)]);
  fields.delete('results');
  for (const field of fields) {
    const [mine, theirs, seen] = [form[field], latest[field], opened[field]];
    if (sameValue(mine, theirs) || sameValue(theirs, seen)) continue;
    if (sameValue(mine, seen)) taken[field] = theirs;
    else conflicts.push(field);
  }
  return { taken, conflicts };
}

/**
 * Why the draw could not be read before a save (`reason`: "no connection", "GitHub answered
 * 502"): the save stops, as without the draw as it is now it would write this form over the
 * results other phones saved since it was opened. The form keeps everything; Publish again.
 */
export class DrawUnread extends SaveRefused {
  constructor(reason: string) {
    super(
      `The draw could not be read as it is now (${reason}), so nothing was saved: another ` +
        'phone’s results could have been lost. Publish again in a moment.',
    );
    this.name = 'DrawUnread';
  }
}

/**
 * The draw file at `path` as it is in the repository now (repo-file.ts); undefined when there is
 * nothing to merge with: no such file yet, no one signed in, a file that is not a draw's JSON
 * (the save writes a good one), or a read GitHub refuses (403) as it will refuse the save.
 * Throws SignInLost when GitHub refuses the token, and DrawUnread when the draw cannot be read
 * (no signal, an error on the other side): the save would fail too, or worse, go through.
 */
export async function readLatestDraw(
  source: RepoSource,
  path: string,
  network: RepoNetwork = {},
): Promise<{ results?: unknown } | undefined> {
  let text: string | undefined;
  try {
    text = await readRepoFile(source, path, network);
  } catch (error) {
    throw error instanceof FileUnread ? new DrawUnread(error.reason) : error;
  }
  if (text === undefined) return undefined;
  try {
    const data = JSON.parse(text) as unknown;
    return data && typeof data === 'object' ? (data as { results?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}

/** How many tabs' records are kept per draw: the most recently written. */
const KEPT_RECORDS = 4;

/** A tab's record, as kept: `tab` names the tab it is the record of. */
type TabRecord<T> = { tab: string; record: T };

/**
 * Records kept in `storage` per draw file and tab (`tab`, from thisTab), under `prefix` and the
 * file's path: each tab's own, the last written last, KEPT_RECORDS at most, so that a reload
 * finds its tab's own and a new tab the one written last (the one Decap's single backup of the
 * draw goes with: it keeps one per draw, written by whichever tab changed the form last).
 * `isRecord` tells a record from anything else stored; a record stored on its own, as the
 * results editor kept its touches before each tab had its own, is every tab's.
 */
function tabRecords<T>(
  storage: Storage,
  prefix: string,
  tab: TabNamed,
  isRecord: (value: unknown) => value is T,
) {
  const name = typeof tab === 'string' ? () => tab : tab;
  const key = (path: string) => `${prefix}${path}`;
  /**
   * This tab's records as it last wrote them, kept in memory too: storage holds them for a
   * reload and for a new tab, and may lose them (refused in a private window or on a full
   * phone; pushed out by KEPT_RECORDS newer tabs). The tab still knows what it touched until it
   * is reloaded, instead of taking its own corrections for another phone's.
   */
  const mine = new Map<string, T>();
  /** Every tab's record for the draw, the last written last (undefined: storage refused). */
  const all = (path: string): TabRecord<T>[] | undefined => {
    try {
      const stored = JSON.parse(storage.getItem(key(path)) ?? '[]') as unknown;
      const list: unknown[] = Array.isArray(stored) ? stored : [{ tab: '', record: stored }];
      return list.filter(
        (each): each is TabRecord<T> =>
          typeof (each as TabRecord<T> | null)?.tab === 'string' &&
          isRecord((each as TabRecord<T>).record),
      );
    } catch {
      return undefined;
    }
  };
  /** Runs a write to storage: whether it went through (a full or refused one throws). */
  const attempt = (write: () => void) => {
    try {
      write();
      return true;
    } catch {
      return false;
    }
  };
  return {
    /** Whether this tab has a record of its own (undefined: storage refused, none in memory). */
    own: (path: string): boolean | undefined =>
      mine.has(path) || all(path)?.some((each) => each.tab === name()),
    /** This tab's record; for a tab with none, the one written last. */
    read(path: string): T | undefined {
      const kept = mine.get(path);
      if (kept) return kept;
      const list = all(path) ?? [];
      return (list.find((each) => each.tab === name()) ?? list.at(-1))?.record;
    },
    write(path: string, record: T) {
      const tab = name();
      const others = (all(path) ?? []).filter((each) => each.tab !== tab);
      const list = [...others, { tab, record }].slice(-KEPT_RECORDS);
      mine.set(path, record);
      if (attempt(() => storage.setItem(key(path), JSON.stringify(list)))) return;
      // Storage full or refused (a private window): this tab goes on with its record in memory,
      // and none stored that misses what it was to hold; the other tabs keep theirs (failing
      // that, none does).
      if (others.length > 0 && attempt(() => storage.setItem(key(path), JSON.stringify(others)))) {
        return;
      }
      attempt(() => storage.removeItem(key(path)));
    },
  };
}

/** A tab's name for its records, or where to read it (it may change: thisTab). */
export type TabNamed = string | (() => string);

const TAB_KEY = 'ts-results-tab';
const freshTabName = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * This tab's name for its records (of touches, of the draw as opened): kept in sessionStorage,
 * so that a reload (the phone put the tab to sleep) finds its own records again; a new tab has a
 * sessionStorage of its own. When sessionStorage is refused, the page's own (a reload then takes
 * the latest records). `fresh`: a new name, kept from now on (a copy of another tab's: thisTab).
 */
export function tabName(session?: Storage, { fresh = false }: { fresh?: boolean } = {}): string {
  const name = freshTabName();
  try {
    const store = session ?? sessionStorage;
    const kept = fresh ? null : store.getItem(TAB_KEY);
    if (kept) return kept;
    store.setItem(TAB_KEY, name);
  } catch {
    // No sessionStorage: this page's name only.
  }
  return name;
}

/** What thisTab needs of a BroadcastChannel (tests give it their own). */
export type TabChannel = {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
};
type TabMessage = { kind?: unknown; name?: unknown; from?: unknown; to?: unknown };

/**
 * This tab's name (tabName), which a tab the browser made as a copy of another gives up: a
 * duplicated tab, and in some browsers a link opened in a new tab, start with a copy of the
 * other's sessionStorage, so with its name, and the two would share their records again (a save
 * in one began the other's record of touches afresh). Each page says its name on a
 * BroadcastChannel as it starts; an open tab with that name answers, and the newcomer takes a
 * fresh name (a new tab, which starts from the records written last). A reload finds no one
 * with its name and keeps it. A tab the phone has frozen answers once it wakes: a copy made
 * meanwhile may have written a record under the shared name by then. Without BroadcastChannel,
 * tabName alone.
 */
export function thisTab(
  session?: Storage,
  channel: TabChannel | null = openTabChannel(),
): () => string {
  let name = tabName(session);
  const page = freshTabName();
  if (channel) {
    channel.onmessage = ({ data }) => {
      const message = (data ?? {}) as TabMessage;
      if (message.name !== name || message.from === page) return;
      if (message.kind === 'hello') {
        channel.postMessage({ kind: 'taken', name, to: message.from });
      } else if (message.kind === 'taken' && message.to === page) {
        name = tabName(session, { fresh: true });
      }
    };
    channel.postMessage({ kind: 'hello', name, from: page });
  }
  return () => name;
}

function openTabChannel(): TabChannel | null {
  try {
    return typeof BroadcastChannel === 'function'
      ? (new BroadcastChannel('ts-results-tabs') as unknown as TabChannel)
      : null;
  } catch {
    return null;
  }
}

/**
 * What this phone touched, per draw file and tab, kept in localStorage beside Decap's own backup
 * of the unsaved form (IndexedDB, as long-lived), so that the form it brings back, after a
 * reload or in a new tab, is still this phone's; begun afresh once the draw is saved. Each tab
 * has its own record (`tab`, from thisTab): two tabs with the same draw open each keep their own
 * touches, and a save in one begins only its own record again (a shared one, begun again by the
 * other tab's save, took this tab's corrections for untouched, and saved the file's over them).
 * A tab with no record of its own, a new one where Decap may bring back its backup of another
 * tab's form, starts from the record written last, the one that goes with that backup (Decap
 * keeps one per draw, written by whichever tab changed the form last). A record outlives a
 * backup that was declined; harmlessly: the form then holds what the record says was seen, which
 * counts as put back (mergeResults), or the file's own result, which is saved as it is.
 */
export function touchedResults(storage: Storage = localStorage, tab: TabNamed = tabName()) {
  const records = tabRecords(
    storage,
    'ts-results-touched:',
    tab,
    (value): value is Touched =>
      Array.isArray((value as Touched | null)?.edited) && Array.isArray((value as Touched).removed),
  );
  const read = (path: string): Touched => records.read(path) ?? untouched();
  const write = records.write;
  /** `seen`: the match's result before this phone first touched it (null: none). */
  const note = (
    path: string,
    kind: 'edited' | 'removed',
    match: string | undefined,
    seen?: ResultItem | null,
  ) => {
    if (!path || !match?.trim()) return;
    const touched = read(path);
    const id = resultMatchId(match);
    if (!touched[kind].includes(id)) touched[kind].push(id);
    if (seen !== undefined && !(id in (touched.seen ?? {}))) {
      touched.seen = { ...touched.seen, [id]: seen };
    }
    write(path, touched);
  };
  /** A record of nothing touched since the form and the file were the same. */
  const begin = (path: string) => write(path, { ...untouched(), sinceOpen: true });
  return {
    /** This tab's record; for a tab with none yet, the one written last. */
    read,
    /**
     * The draw opened: this tab's record begins, unless it has one (reloaded), or another tab's
     * is kept for a form Decap may bring back, which this tab takes a copy of.
     */
    opened(path: string) {
      if (!path || records.own(path) !== false) return;
      const latest = records.read(path);
      if (latest) write(path, latest);
      else begin(path);
    },
    edited: (path: string, match: string | undefined, seen?: ResultItem | null) =>
      note(path, 'edited', match, seen),
    removed: (path: string, match: string | undefined, seen?: ResultItem | null) =>
      note(path, 'removed', match, seen),
    /**
     * This phone has now seen `theirs` for these matches (a conflict it was told of), and a
     * result it has that another phone removed is its own.
     */
    saw(path: string, conflicts: readonly Conflict[]) {
      const touched = read(path);
      touched.seen = { ...touched.seen };
      for (const { match, theirs } of conflicts) {
        touched.seen[match] = theirs ?? null;
        if (!theirs && !touched.edited.includes(match)) touched.edited.push(match);
      }
      write(path, touched);
    },
    /** Saved: the file has what this tab's form has, nothing touched since. */
    saved: begin,
  };
}

export type TouchedResults = ReturnType<typeof touchedResults>;

/**
 * Each draw as its form opened, for mergeFields: the file as Decap loaded it, before any backup
 * it brings back (it asks once the draw is in the form: decap-patch.ts); then as the form held
 * it at each save, and with what another phone changed once this phone was told. In memory, and
 * kept per tab beside the record of touches (tabRecords), for the backup: OK on Decap's backup
 * question opens the form again in the same React commit as it closes it, and the form is then
 * the backup's, which began from the draw as it was opened before (before the reload, or in the
 * tab that wrote the backup), not from the file as loaded now. Taken as opened from the file
 * now, a field another phone changed meanwhile counted as this phone's change, and the save
 * wrote the backup's older value back. With nothing kept (storage refused), the file as loaded.
 */
export function drawsAsOpened(storage: Storage = localStorage, tab: TabNamed = tabName()) {
  const opened = new Map<string, DrawFields>();
  const closing = new Map<string, ReturnType<typeof setTimeout>>();
  /** For each draw open now, the draw kept from before it was opened (a backup's basis). */
  const before = new Map<string, DrawFields | undefined>();
  const kept = tabRecords(
    storage,
    'ts-results-opened:',
    tab,
    (value): value is DrawFields => typeof value === 'object' && value !== null,
  );
  const stay = (path: string) => {
    clearTimeout(closing.get(path));
    closing.delete(path);
  };
  // The fields only: the results have a record of their own (touchedResults), and a large
  // draw's would take room in storage for nothing.
  const set = (path: string, { results: _results, ...fields }: DrawFields) => {
    opened.set(path, fields);
    kept.write(path, fields);
  };
  return {
    get: (path: string): DrawFields | undefined => opened.get(path),
    opened(path: string, draw: DrawFields) {
      if (!path) return;
      if (closing.has(path)) {
        // Closed and opened at once: the form is Decap's backup now.
        stay(path);
        const basis = before.get(path);
        if (basis) set(path, basis);
        return;
      }
      if (opened.has(path)) return;
      before.set(path, kept.read(path));
      set(path, draw);
    },
    closed(path: string) {
      stay(path);
      closing.set(
        path,
        setTimeout(() => {
          opened.delete(path);
          before.delete(path);
          closing.delete(path);
        }),
      );
    },
    /** Saved: the form's draw as it was saved. */
    saved(path: string, draw: DrawFields) {
      if (path) set(path, draw);
    },
    /** Told of another phone's `fields` (a conflict): the next save keeps this phone's. */
    saw(path: string, fields: DrawFields) {
      const draw = opened.get(path);
      if (draw) set(path, { ...draw, ...fields });
    },
  };
}

export type DrawsAsOpened = ReturnType<typeof drawsAsOpened>;

/**
 * What a save took from other phones: their results (`results`), the draw's other fields it took
 * whole (`fields`), and, when it took results, the results as saved (`saved`); `sent`, the
 * form's results as Publish sent them (what is typed while the save is on its way is what the
 * form has beyond them).
 */
export type Kept = {
  results: ResultItem[];
  fields: string[];
  saved?: ResultItem[];
  sent?: ResultItem[];
};

/**
 * What the last save of each draw kept from other phones, for the results list to say, and the
 * results as saved, for the list to add to its own (the form's other fields show them only once
 * the draw is opened again).
 */
export function keptNotices() {
  const kept = new Map<string, Kept>();
  const listeners = new Set<(path: string) => void>();
  return {
    get: (path: string): ResultItem[] => kept.get(path)?.results ?? [],
    /** The draw's other fields (entrants, rounds…) the save took from another phone. */
    fields: (path: string): string[] => kept.get(path)?.fields ?? [],
    /** The results as saved, when the save took any from another phone. */
    saved: (path: string): ResultItem[] | undefined => kept.get(path)?.saved,
    /** The form's results as the save sent them (none before a save). */
    sent: (path: string): ResultItem[] | undefined => kept.get(path)?.sent,
    set(path: string, news: Kept = { results: [], fields: [] }) {
      kept.set(path, news);
      for (const listener of listeners) listener(path);
    },
    /** `listener` hears the path of each draw saved (and of each draw opened, with nothing). */
    subscribe(listener: (path: string) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type KeptNotices = ReturnType<typeof keptNotices>;
