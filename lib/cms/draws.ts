import path from 'node:path';

import { readContentFiles } from '@/lib/content/read';
import { buildBracket, matchLabel } from '@/lib/events/draw/bracket';
import { MATCH_LABEL_PATTERN } from '@/lib/events/draw/results';
import { DrawFileSchema, DRAWS_FOLDER, entrantLines } from '@/lib/events/draw/schema';
import { eventPath } from '@/lib/events/paths';

import { LINES_WIDGET } from './lines-control';
import { RESULTS_WIDGET } from './results-widget';
import {
  flag,
  kolkataDateTime,
  longText,
  number,
  optional,
  patternMessage,
  select,
  text,
  type CmsField,
  type CmsOption,
} from './widgets';

// The draws in the CMS: one entry per draw file, so each can offer its own match picker (the
// matches whose two entrants are known, those still to play first) and its own winner picker
// (its entrants). The fields are the same as DrawFileSchema's; tests/lib/cms/config.test.ts
// compares them. The draws' switches may be left unset (read as off), unlike the other
// collections' flags.

/**
 * What the CMS offers for one draw: its matches (the value is the match as a result names it; a
 * match with a result says so in its label) and its entrants.
 */
export type CmsDraw = {
  eventId: string;
  label: string;
  matches: CmsOption[];
  entrants: string[];
};

const MATCH = MATCH_LABEL_PATTERN.source;

/** The fields of one draw file; `draw` narrows the pickers to that draw's matches and entrants. */
export function drawFields(draw?: CmsDraw): CmsField[] {
  return [resultsField(draw), ...drawSetupFields()];
}

/**
 * The results of a draw, the latest first (the results editor's): its own list widget
 * (results-control.ts), which reads its pickers, labels and hints from these fields.
 */
function resultsField(draw?: CmsDraw): CmsField {
  const matchHint = 'The match and its two entrants, as the event page shows them.';
  return {
    name: 'results',
    label: 'Results',
    label_singular: 'Result',
    widget: RESULTS_WIDGET,
    required: false,
    fields: [
      draw && draw.matches.length > 0
        ? {
            ...select('match', 'Match', draw.matches),
            pattern: [MATCH, patternMessage(matchHint)],
            hint:
              'Only matches whose two entrants are known are offered: those to play, then ' +
              'those with a result (to correct one, open its line instead).',
          }
        : text('match', 'Match', { pattern: [MATCH, matchHint], hint: matchHint }),
      draw ? select('winner', 'Winner', draw.entrants) : text('winner', 'Winner'),
      text('score', 'Score', {
        required: false,
        hint: "The winner's first: 3-1 when the winner scored 3. None for a walkover.",
      }),
      optional(
        flag('walkover', 'Walkover', 'The other side was late, absent or withdrew: no score.'),
      ),
    ],
  };
}

/** What is set before play: the entrants and when and where each round is played. */
function drawSetupFields(): CmsField[] {
  return [
    longText('entrants', 'Entrants, one a line, top seed first', {
      hint: 'Fixed once a result exists: record a withdrawal as a walkover.',
    }),
    optional(flag('under18', 'Under 18', 'Children: first name and initial only, like "Asha K.".')),
    {
      name: 'rounds',
      label: 'Rounds (first round first)',
      label_singular: 'Round',
      widget: 'list',
      required: false,
      fields: [
        kolkataDateTime('startsAt', 'Starts at'),
        {
          name: 'courts',
          label: 'Courts, boards or tables, one a line',
          label_singular: 'Court, board or table',
          // One box, a line each (lines-control.ts): a chess round's 60 boards pasted at once.
          widget: LINES_WIDGET,
          min: 1,
          hint: 'In the order the matches fill them: "Court A", or "Board 1" to "Board 60".',
          field: text('item', 'Court'),
        },
        number('matchMinutes', 'Minutes per match', { min: 1 }),
      ],
    },
    {
      name: 'fixedSlots',
      label: 'Matches placed by hand',
      label_singular: 'Match placed by hand',
      widget: 'list',
      required: false,
      fields: [
        text('match', 'Match (e.g. r1-m3)', {
          pattern: ['^r[1-9]\\d*-m[1-9]\\d*$', 'A match like r1-m3'],
        }),
        kolkataDateTime('startsAt', 'Starts at'),
        text('court', 'Court'),
      ],
    },
  ];
}

/**
 * The draws of content/draws/ as the CMS offers them. A file the schema refuses, or that is not
 * JSON at all (a hand edit cut short), still gets an entry (with plain text fields), so the CMS
 * opens and an organiser can open the others; the build names what is wrong with it. A file not
 * named .json is left out (the build names it too).
 */
export function getCmsDraws(titles: Record<string, string>, root?: string): CmsDraw[] {
  // A file that is not JSON comes with a problem and no data: the schema refuses it.
  const files = readContentFiles(DRAWS_FOLDER, root).filter(({ file }) => file.endsWith('.json'));
  return files.map(({ file, data }) => {
    const eventId = path.basename(file, '.json');
    const label = titles[eventId] ?? eventId;
    const parsed = DrawFileSchema.safeParse(data);
    if (!parsed.success) return { eventId, label, matches: [], entrants: [] };
    const entrants = entrantLines(parsed.data.entrants);
    const { rounds } = buildBracket(entrants, parsed.data.results);
    const results = new Map(parsed.data.results.map((result) => [result.match, result]));
    const playable = rounds
      .flat()
      .filter((match) => !match.bye && match.sides[0] && match.sides[1])
      .map(matchLabel);
    // The matches still to play first, so the picker opens on what is left to record; then those
    // with a result, each in the draw's order.
    const toPlay = playable.filter((match) => !results.has(match));
    const played = [...new Set([...playable, ...results.keys()])]
      .filter((match) => results.has(match))
      .map((match) => {
        const { winner, score, walkover } = results.get(match)!;
        const how = walkover ? ' by walkover' : score ? ` ${score}` : '';
        return { label: `${match} (result in: ${winner} won${how})`, value: match };
      });
    return {
      eventId,
      label,
      matches: [...toPlay.map((match) => ({ label: match, value: match })), ...played],
      entrants,
    };
  });
}

/** The CMS collection of the draws: one entry per draw file. */
export function drawCollection(draws: readonly CmsDraw[]) {
  return {
    name: 'draws',
    label: 'Draws and results',
    delete: false,
    editor: { preview: false },
    files: draws.map((draw) => ({
      name: draw.eventId,
      label: draw.label,
      file: `${DRAWS_FOLDER}/${draw.eventId}.json`,
      format: 'json',
      // "View Live": the draw on its event's page.
      preview_path: eventPath(draw.eventId),
      fields: drawFields(draw),
    })),
  };
}

/** The content manager's collection of new draws (the results editor's is "draws"). */
export const DRAW_SETUP_COLLECTION = 'draw-setup';

/** A value no draw's `event` holds (event ids are lower-case slugs). */
const NOT_LISTED = '(new draws only)';

/** An event as the content manager's draw picker offers it: its title, saved as its id. */
export type CmsDrawEvent = { id: string; title: string };

/**
 * The content manager's new draws (/admin/): where a new knockout's draw is made, as a draft with
 * its preview like any other change. Its event picker names the file (content/draws/<id>.json)
 * and is saved in it as `event`. It lists no draw: a draw that exists is changed in the results
 * editor (RESULTS_EDITOR_PATH), which has its entrants and rounds as well as its results, and
 * publishes on save. A draft of a live draw here would hold its results as they were when it was
 * opened and write them back over the results recorded meanwhile when it is published. Its own
 * name (not the results editor's "draws") keeps Decap's unsaved-form backups of the two apart.
 * `eventPreviewPath`: where its View Preview and View Live lead (the event's page, config.ts).
 */
export function drawSetupCollection(
  events: readonly CmsDrawEvent[],
  draws: readonly Pick<CmsDraw, 'eventId'>[],
  resultsEditorPath: string,
  eventPreviewPath?: string,
) {
  const withDraw = new Set(draws.map((draw) => draw.eventId));
  return {
    name: DRAW_SETUP_COLLECTION,
    label: 'New knockout draws',
    label_singular: 'Draw',
    description:
      "A new knockout's draw: New Draw, pick its event, paste the entrants, plan the rounds. " +
      'Draws that exist are not listed here: change their entrants, rounds and results in the ' +
      `results editor, ${resultsEditorPath}`,
    folder: DRAWS_FOLDER,
    extension: 'json',
    format: 'json',
    create: true,
    // As for events: never deleted from here (a delete would go to main past the draft).
    delete: false,
    // Lists none of the files (no draw names this): see above.
    filter: { field: 'event', value: NOT_LISTED },
    identifier_field: 'event',
    slug: '{{slug}}',
    summary: '{{filename}}',
    editor: { preview: false },
    // A draw is named after its event: it shows on the event's page.
    ...(eventPreviewPath ? { preview_path: eventPreviewPath } : {}),
    fields: [
      {
        ...select(
          'event',
          'Event',
          events.map((event) => ({
            label: withDraw.has(event.id) ? `${event.title} (has a draw)` : event.title,
            value: event.id,
          })),
        ),
        hint: "The draw is saved under this event's name: pick one without a draw.",
      },
      ...drawSetupFields(),
    ],
  };
}
