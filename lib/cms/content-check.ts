import { plainError } from '@/lib/content/plain-errors';
import { dropEmptyStrings } from '@/lib/content/read';
import type { EventSpan } from '@/lib/events/draw/checks';
import { entrantLines } from '@/lib/events/draw/entrants';
import { DrawFileSchema } from '@/lib/events/draw/schema';
import { EventFileSchema } from '@/lib/events/schema';

import { DRAW_SETUP_COLLECTION } from './draws';
import { spansAtSave } from './event-dates';
import { whereIn, type FieldLabels } from './field-labels';
import type { Cms } from './results-check';
import { drawEvent, planProblems, type SavedPlan } from './results-check-plan';
import { SaveRefused } from './save-refused';
import {
  SETTINGS_COLLECTION,
  settingsProblems,
  type SettingsCheckSettings,
} from './settings-check';

// Where the settings (scripts/admin.ts) and the tests find them.
export { fieldLabels, type FieldLabels, type LabelledField } from './field-labels';

// The content manager's check before a save (public/admin/content-check.js, bundled by
// scripts/admin.ts): the build's own schemas for an event and a new draw, and the build's own
// parsers for the settings files (settings-check.ts), run in the organiser's browser, so what the
// build would refuse (an end before the start, an open registration without a form link, a name
// twice in the entrants, a draw for an event that has one, two head mentors) is refused on
// saving, in the build's words, instead of failing the deploy after publishing and holding back
// every later one, results at the venue with them. The share picture's fonts are checked from
// their ranges baked in (browser-shims/glyphs.ts), a new draw's rounds and times as the results
// editor checks a draw's (results-check-plan.ts). The build still checks everything (pictures
// on disk).

function schemaProblems(
  schema: typeof EventFileSchema | typeof DrawFileSchema,
  data: unknown,
  labels: FieldLabels,
): string[] {
  const result = schema.safeParse(dropEmptyStrings(data), { error: plainError });
  if (result.success) return [];
  return result.error.issues.map((issue) => `${whereIn(issue.path, labels)}: ${issue.message}`);
}

/**
 * What the build would refuse in an event the content manager saves, one sentence each; none
 * when it would take it. `savedAs` is the id the event's file has (an event already saved): an
 * id changed in the form would no longer match its file. A new event's id must be none of
 * `saved` (the events' ids, as of the last build): Decap would save it under another file name
 * ("cricket-1"), which the build refuses.
 */
export function eventProblems(
  data: unknown,
  labels: FieldLabels,
  savedAs?: string,
  saved: readonly string[] = [],
): string[] {
  const problems = schemaProblems(EventFileSchema, data, labels);
  const { id: typed, startsAt } = (data ?? {}) as { id?: unknown; startsAt?: unknown };
  if (typeof typed !== 'string') return problems;
  const id = typed.trim();
  const label = labels.id ?? 'id';
  if (savedAs && id !== savedAs) {
    problems.push(
      `${label}: is "${id}", but this event is saved as ${savedAs}: its id ` +
        `is its address and its identity in calendars, so it stays "${savedAs}" (next year's ` +
        'edition is a new event)',
    );
  } else if (!savedAs && saved.includes(id)) {
    const year = typeof startsAt === 'string' ? /^\d{4}(?=-)/.exec(startsAt)?.[0] : undefined;
    const own = year && `${id.replace(/-\d{4}$/, '')}-${year}`;
    const example = own && own !== id && !saved.includes(own) ? `, such as "${own}"` : '';
    problems.push(
      `${label}: is "${id}", the id of an event already saved: an id is an event's address ` +
        `and its identity in calendars, so this event needs its own${example} (next year's ` +
        'edition is a new event)',
    );
  }
  return problems;
}

/**
 * What the build would refuse in a new draw (the content manager makes new draws only): its
 * fields, an event that has a draw already (`withDraw`, as of the last build), whose draw is
 * changed in the results editor, and, once the fields pass, its rounds and matches placed by
 * hand as the results editor checks them (results-check-plan.ts), against the event's dates
 * (`spans`, as of the last build).
 */
export function newDrawProblems(
  data: unknown,
  labels: FieldLabels,
  withDraw: readonly string[],
  resultsEditorPath: string,
  spans: Readonly<Record<string, EventSpan>> = {},
): string[] {
  const problems = schemaProblems(DrawFileSchema, data, labels);
  const draw = (data ?? {}) as SavedPlan & { event?: unknown; entrants?: unknown };
  const event = typeof draw.event === 'string' ? draw.event : undefined;
  if (event && withDraw.includes(event)) {
    problems.push(
      `${labels.event ?? 'event'}: "${event}" has a draw already: change its entrants, rounds ` +
        `and results in the results editor, ${resultsEditorPath}`,
    );
  }
  if (problems.length > 0 || typeof draw.entrants !== 'string') return problems;
  const plan = planProblems(
    draw,
    entrantLines(draw.entrants),
    event ? drawEvent(event, spans) : undefined,
  );
  // Its sentences end with a full stop; registerContentCheck adds one to each.
  return plan.map((problem) => problem.replace(/\.$/, ''));
}

/** What the check knows from the configuration it was bundled with. */
export type ContentCheckSettings = {
  labels: { events: FieldLabels; draws: FieldLabels };
  /** Every event's id (its file's name), as of the last build. */
  eventIds: readonly string[];
  withDraw: readonly string[];
  resultsEditorPath: string;
  /** Each event's dates by its id, as of the last build (a new draw's times are checked). */
  spans?: Readonly<Record<string, EventSpan>>;
  /** What the settings files' check reads besides the file (the events' ids are above). */
  settings: Omit<SettingsCheckSettings, 'eventIds'>;
};

/** A Decap entry as the checks read it. */
type Entry = { get(key: string): unknown };

/** What the build would refuse in `entry` (its form's `data`), a new draw's times against `spans`. */
function entryProblems(
  entry: Entry,
  data: unknown,
  settings: ContentCheckSettings,
  spans: ContentCheckSettings['spans'],
  now: Date,
): string[] {
  const collection = entry.get('collection');
  const slug = entry.get('slug') as string | undefined;
  if (collection === 'events') {
    const saved = entry.get('newRecord') ? undefined : slug;
    return eventProblems(data, settings.labels.events, saved, settings.eventIds);
  }
  if (collection === DRAW_SETUP_COLLECTION && entry.get('newRecord')) {
    const { labels, withDraw, resultsEditorPath } = settings;
    return newDrawProblems(data, labels.draws, withDraw, resultsEditorPath, spans);
  }
  if (collection === SETTINGS_COLLECTION && slug) {
    return settingsProblems(slug, data, { ...settings.settings, eventIds: settings.eventIds }, now);
  }
  return [];
}

/**
 * Registers the check as Decap's preSave listener for events, new draws and the settings files: a
 * problem stops the save (Decap then says "Failed to persist entry: …" with these sentences) and
 * the form keeps everything typed. `now` is the clock a founding year is checked against;
 * `latestSpan` reads a new draw's event's dates as the repository has them now
 * (event-dates.ts), before the settings' as of the last build.
 */
export function registerContentCheck(
  cms: Cms,
  settings: ContentCheckSettings,
  {
    now = () => new Date(),
    latestSpan,
  }: {
    now?: () => Date;
    latestSpan?: (id: string) => Promise<EventSpan | undefined>;
  } = {},
): void {
  const refuse = (problems: readonly string[]) => {
    if (problems.length > 0) {
      throw new SaveRefused(problems.map((problem) => `${problem}.`).join(' '));
    }
  };
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const data = (entry.get('data') as { toJS(): unknown }).toJS();
      // A new draw's event: its dates are read as they are now (a promise Decap awaits).
      const event =
        entry.get('collection') === DRAW_SETUP_COLLECTION && entry.get('newRecord')
          ? (data as { event?: unknown } | null)?.event
          : undefined;
      if (typeof event === 'string' && event !== '' && latestSpan) {
        return spansAtSave(settings.spans ?? {}, event, latestSpan).then((spans) =>
          refuse(entryProblems(entry, data, settings, spans, now())),
        );
      }
      refuse(entryProblems(entry, data, settings, settings.spans, now()));
      return undefined;
    },
  });
}
