import { buildBracket } from '@/lib/events/draw/bracket';
import type { EventSpan } from '@/lib/events/draw/checks';
import { entrantLines, entrantProblems } from '@/lib/events/draw/entrants';
import { resultMatchId } from '@/lib/events/draw/results';
import type { DrawResult } from '@/lib/events/draw/types';
import { undrawableMessage } from '@/lib/og/glyphs';

import { spansAtSave } from './event-dates';
import {
  drawEvent,
  planProblems,
  textOf,
  type DrawEvent,
  type SavedPlan,
} from './results-check-plan';
import {
  drawFieldName,
  mergeFields,
  mergeResults,
  type Conflict,
  type DrawFields,
  type DrawsAsOpened,
  type Kept,
  type KeptNotices,
  type TouchedResults,
} from './results-merge';
import { readResults, resultSummary, type ResultItem } from './results-widget';
import { SaveRefused } from './save-refused';

// The results editor's check before a save (public/admin/results-check.js, bundled by
// scripts/admin.ts): the build's own rules for results (lib/events/draw/bracket.ts and
// results.ts, the walkover rule of schema.ts), run in the organiser's browser, so a result the
// build would refuse is refused at the venue, with the same words, instead of failing the
// deploy minutes later. The rest of the draw too, which the same form edits: its entrants
// (entrants.ts: a name twice, a name the draw or the share picture cannot hold; the fonts'
// characters are baked into the bundle, lib/cms/browser-shims/glyphs.ts), and its rounds and
// matches placed by hand (checks.ts: their order, the courts, the times against the event's
// dates as the repository has them now, else as of the last build). A refused file holds back
// every later deploy, every other event's results with it. The build still checks the whole file.

/** The field names of a result as the results editor labels them. */
const FIELD_LABELS: Record<keyof DrawResult, string> = {
  match: 'Match',
  winner: 'Winner',
  score: 'Score',
  walkover: 'Walkover',
};

/** A draw entry's data as Decap holds it: what the organiser typed, empty fields as "". */
export type SavedDraw = SavedPlan & { entrants?: unknown; under18?: unknown; results?: unknown };

/**
 * What the build would refuse in a draw's entrants ("Entrants: line 6: …", and then nothing
 * else, as the bracket is read from them), its results, one sentence each ("Result 1 (r5-m1):
 * Winner: …", numbered as the editor lists them), and its rounds and matches placed by hand
 * ("Round 2: Starts at: round 2 starts …"), against `event`'s dates when they are known; none
 * when it would take them. A draw whose entrants, results, rounds or matches placed by hand are
 * not yet filled in is left to the editor's own required fields.
 */
export function resultProblems(data: SavedDraw, event?: DrawEvent): string[] {
  const text = textOf(data.entrants);
  const entrants = entrantLines(text);
  if (entrants.length < 2) return [];
  // With the build's check of the share picture's fonts (in the browser, their characters as
  // of the last build).
  const named = entrantProblems(text, data.under18 === true, undrawableMessage).map(
    (problem) => `Entrants: ${problem}.`,
  );
  if (named.length > 0) return named;
  return [...resultsProblems(data.results, entrants), ...planProblems(data, entrants, event)];
}

/** What the build would refuse in the results, as resultProblems says it. */
function resultsProblems(saved: unknown, entrants: readonly string[]): string[] {
  if (!Array.isArray(saved)) return [];
  const results: DrawResult[] = (saved as Record<string, unknown>[]).map((result) => ({
    match: textOf(result?.match),
    winner: textOf(result?.winner),
    ...(textOf(result?.score) ? { score: textOf(result?.score) } : {}),
    walkover: result?.walkover === true,
  }));
  if (results.some((result) => !result.match || !result.winner)) return [];
  const say = (index: number, match: string, field: keyof DrawResult, message: string) =>
    `Result ${index + 1} (${resultMatchId(match)}): ${FIELD_LABELS[field]}: ${message}.`;
  const walkovers = results.flatMap((result, index) =>
    result.walkover && result.score
      ? [say(index, result.match, 'score', 'a walkover has no score: leave the score empty')]
      : [],
  );
  const { problems } = buildBracket(entrants, results);
  return [
    ...walkovers,
    ...[...problems]
      .sort((a, b) => a.index - b.index)
      .map((problem) => say(problem.index, problem.match, problem.field, problem.message)),
  ];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What stops a save where this phone and another changed or removed the same result, or changed
 * the same field of the draw: each with what each phone has, then what to do. The next Publish
 * saves this phone's (it has now seen theirs).
 */
export function conflictMessage(
  conflicts: readonly Conflict[],
  fields: readonly string[] = [],
): string {
  const outcome = (item: ResultItem) => `“${resultSummary(item).outcome}”`;
  const said = [
    ...conflicts.map(
      ({ match, theirs, mine }) =>
        `${match}: another phone ${theirs ? `saved ${outcome(theirs)}` : 'removed this result'} ` +
        `since this draw was opened here; this phone ${mine ? `has ${outcome(mine)}` : 'removed it'}.`,
    ),
    ...fields.map(
      (field) =>
        `${capitalised(drawFieldName(field))}: another phone changed this since this draw was ` +
        'opened here, and so did this phone.',
    ),
  ];
  const them = conflicts.length + fields.length === 1 ? 'it' : 'them';
  return [...said, `Publish again to save this phone’s, or change ${them} first.`].join(' ');
}

/** The part of Decap's CMS object the checks use. */
export type Cms = {
  registerEventListener(listener: {
    name: 'preSave' | 'postSave' | 'prePublish';
    /** What a preSave handler returns (if anything) is the data Decap saves. */
    handler: (event: { entry: { get(key: string): unknown } }) => unknown;
  }): void;
};

/** A draw's data as Decap holds it (an Immutable Map). */
type DrawData = { toJS(): SavedDraw & DrawFields; set(key: string, value: unknown): DrawData };

/** How the save takes in what other phones saved meanwhile (results-merge.ts). */
export type MergeSettings = {
  /** The draw file as it is in the repository now; undefined when it cannot be read. */
  read(path: string): Promise<{ results?: unknown } | undefined>;
  touched: TouchedResults;
  /** Each draw's fields as its form opened (for the entrants, rounds…). */
  opened?: DrawsAsOpened;
  /** Told, once a draw is saved, what its save kept from other phones. */
  notices?: KeptNotices;
  /** Immutable's fromJS: Decap's data holds Immutable lists. */
  fromJS(value: unknown): unknown;
};

/**
 * Registers the check as Decap's preSave listener for the draws: with `merge`, the results
 * other phones saved since this one opened the draw are taken in first (results-merge.ts), and
 * a result both changed stops the save once, saying what each has (conflictMessage); then
 * a problem stops the save (Decap then says "Failed to persist entry: …" with these sentences)
 * and the form keeps everything typed. `spans`: the events' dates the draw's times are checked
 * against as of the last build, when `latestSpan` cannot read them as they are now (a draw whose
 * event has neither is left to the build).
 */
export function registerResultsCheck(
  cms: Cms,
  {
    collection = 'draws',
    merge,
    spans = {},
    latestSpan,
  }: {
    collection?: string;
    merge?: MergeSettings;
    /** Each event's dates by its id, as of the last build (scripts/admin.ts writes them in). */
    spans?: Readonly<Record<string, EventSpan>>;
    /** An event's dates as the repository has them now (event-dates.ts): before `spans`. */
    latestSpan?: (id: string) => Promise<EventSpan | undefined>;
  } = {},
): void {
  // What each draw's save is taking from other phones, said once it has saved, and the form's
  // draw as it was saved.
  const keeping = new Map<string, { kept: Kept; form: DrawFields }>();
  cms.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      if (entry.get('collection') !== collection) return undefined;
      let data = entry.get('data') as DrawData;
      let merged = false;
      const path = String(entry.get('path') ?? '');
      const form = data.toJS();
      // The form's results as sent: the list tells them from what is typed during the save.
      const sent = readResults(form.results);
      // The draw's event: the file's name (content/draws/<event>.json), as the build reads it.
      // Its dates are read as they are now alongside the draw, on a slow network at once.
      const id = /([^/]+)\.json$/.exec(path)?.[1];
      const [latest, spansNow] = await Promise.all([
        merge && path ? merge.read(path) : undefined,
        id ? spansAtSave(spans, id, latestSpan) : spans,
      ]);
      if (merge && latest) {
        // A draw made in the content manager has no results key until one is saved.
        const { results, kept, conflicts } = mergeResults(
          sent,
          readResults(Array.isArray(latest.results) ? latest.results : []),
          merge.touched.read(path),
        );
        const theirs = latest as DrawFields;
        const fields = mergeFields(form, theirs, merge.opened?.get(path));
        if (conflicts.length + fields.conflicts.length > 0) {
          merge.touched.saw(path, conflicts);
          merge.opened?.saw(
            path,
            Object.fromEntries(fields.conflicts.map((field) => [field, theirs[field]])),
          );
          throw new SaveRefused(conflictMessage(conflicts, fields.conflicts));
        }
        if (kept.length > 0) {
          data = data.set('results', merge.fromJS(results));
          merged = true;
        }
        for (const [field, value] of Object.entries(fields.taken)) {
          data = data.set(field, merge.fromJS(value));
          merged = true;
        }
        const saved = kept.length > 0 ? { saved: results } : {};
        keeping.set(path, {
          kept: { results: kept, fields: Object.keys(fields.taken), ...saved, sent },
          form,
        });
      } else if (merge) {
        keeping.set(path, { kept: { results: [], fields: [], sent }, form });
      }
      const problems = resultProblems(data.toJS(), id ? drawEvent(id, spansNow) : undefined);
      if (problems.length > 0) throw new SaveRefused(problems.join(' '));
      return merged ? data : undefined;
    },
  });
  if (!merge) return;
  // Saved: what this phone touched is in the repository now; a record begins afresh, from the
  // form's draw as it was saved. The list is told: it adds the results another phone saved to its
  // own (before Decap marks the form saved, so the form is not left "unsaved"), notes what was
  // typed in it while the save was on its way as touched again and, if anything was, marks the
  // form unsaved once Decap has marked it saved (results-control.ts, afterSave); the other
  // fields taken from elsewhere show once the draw is opened again.
  cms.registerEventListener({
    name: 'postSave',
    handler: ({ entry }) => {
      if (entry.get('collection') !== collection) return;
      const path = String(entry.get('path'));
      const saved = keeping.get(path);
      merge.touched.saved(path);
      if (saved) merge.opened?.saved(path, saved.form);
      merge.notices?.set(path, saved?.kept);
      keeping.delete(path);
    },
  });
}
