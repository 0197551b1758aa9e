import { plainError } from '@/lib/content/plain-errors';
import { dropEmptyStrings } from '@/lib/content/read';
import { DrawFileSchema } from '@/lib/events/draw/schema';
import { EventFileSchema } from '@/lib/events/schema';

import { DRAW_SETUP_COLLECTION } from './draws';
import type { Cms } from './results-check';
import { SaveRefused } from './save-refused';

// The content manager's check before a save (public/admin/content-check.js, bundled by
// scripts/admin.ts): the build's own schemas for an event and a new draw, run in the
// organiser's browser, so what the build would refuse (an end before the start, an open
// registration without a form link, a name twice in the entrants, a draw for an event that has
// one) is refused on saving, in the build's words, instead of failing the deploy after publishing
// and holding back every later one, results at the venue with them. The build still checks
// everything (pictures on disk, the share picture's fonts, the draw's rounds against the event).

/** A field's label in the form, by its path without list positions ("registration.formLink"). */
export type FieldLabels = Record<string, string>;

/** A field of the CMS configuration, as far as its label goes. */
export type LabelledField = { name: string; label: string; fields?: readonly LabelledField[] };

/** Each field's own label by its path: "registration.formLink" → "Form link". */
export function fieldLabels(fields: readonly LabelledField[], prefix = ''): FieldLabels {
  const labels: FieldLabels = {};
  for (const field of fields) {
    const key = prefix ? `${prefix}.${field.name}` : field.name;
    labels[key] = field.label;
    if (field.fields) Object.assign(labels, fieldLabels(field.fields, key));
  }
  return labels;
}

/** "Registration › Form link", "Fees (rupees) 2 › Amount (Rs.)": where a problem is in the form. */
function whereIn(path: readonly PropertyKey[], labels: FieldLabels): string {
  if (path.length === 0) return 'This entry';
  const parts: string[] = [];
  const named: string[] = [];
  for (const segment of path) {
    if (typeof segment === 'number') {
      if (parts.length > 0) parts[parts.length - 1] += ` ${segment + 1}`;
      continue;
    }
    named.push(String(segment));
    parts.push(labels[named.join('.')] ?? String(segment));
  }
  return parts.join(' › ');
}

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
 * id changed in the form would no longer match its file.
 */
export function eventProblems(data: unknown, labels: FieldLabels, savedAs?: string): string[] {
  const problems = schemaProblems(EventFileSchema, data, labels);
  const id = (data as { id?: unknown } | null)?.id;
  if (savedAs && typeof id === 'string' && id.trim() !== savedAs) {
    problems.push(
      `${labels.id ?? 'id'}: is "${id.trim()}", but this event is saved as ${savedAs}: its id ` +
        `is its address and its identity in calendars, so it stays "${savedAs}" (next year's ` +
        'edition is a new event)',
    );
  }
  return problems;
}

/**
 * What the build would refuse in a new draw (the content manager makes new draws only): its
 * fields, and an event that has a draw already (`withDraw`, as of the last build), whose draw
 * is changed in the results editor.
 */
export function newDrawProblems(
  data: unknown,
  labels: FieldLabels,
  withDraw: readonly string[],
  resultsEditorPath: string,
): string[] {
  const problems = schemaProblems(DrawFileSchema, data, labels);
  const event = (data as { event?: unknown } | null)?.event;
  if (typeof event === 'string' && withDraw.includes(event)) {
    problems.push(
      `${labels.event ?? 'event'}: "${event}" has a draw already: change its entrants, rounds ` +
        `and results in the results editor, ${resultsEditorPath}`,
    );
  }
  return problems;
}

/** What the check knows from the configuration it was bundled with. */
export type ContentCheckSettings = {
  labels: { events: FieldLabels; draws: FieldLabels };
  withDraw: readonly string[];
  resultsEditorPath: string;
};

/**
 * Registers the check as Decap's preSave listener for events and new draws: a problem stops the
 * save (Decap then says "Failed to persist entry: …" with these sentences) and the form keeps
 * everything typed.
 */
export function registerContentCheck(cms: Cms, settings: ContentCheckSettings): void {
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const collection = entry.get('collection');
      const data = (entry.get('data') as { toJS(): unknown }).toJS();
      const problems =
        collection === 'events'
          ? eventProblems(
              data,
              settings.labels.events,
              entry.get('newRecord') ? undefined : (entry.get('slug') as string | undefined),
            )
          : collection === DRAW_SETUP_COLLECTION && entry.get('newRecord')
            ? newDrawProblems(
                data,
                settings.labels.draws,
                settings.withDraw,
                settings.resultsEditorPath,
              )
            : [];
      if (problems.length > 0) {
        throw new SaveRefused(problems.map((problem) => `${problem}.`).join(' '));
      }
    },
  });
}
