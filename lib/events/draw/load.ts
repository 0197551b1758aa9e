import path from 'node:path';

import { ContentError, parseEntry, type ContentFile } from '@/lib/content/parse';
import { loadOnce, readContentFiles } from '@/lib/content/read';
import { getAllEvents } from '@/lib/events/content';

import { buildBracket } from './bracket';
import { scheduleProblems, type DrawMatch, type EventSpan, type FieldProblem } from './checks';
import { DrawFileSchema, DRAWS_FOLDER, entrantLines, type DrawFile } from './schema';
import { timeProblems } from './time-checks';

export type { DrawMatch, EventSpan } from './checks';

/** An event's knockout draw as the pages use it: every match, every result checked. */
export type Draw = {
  eventId: string;
  file: string;
  under18: boolean;
  entrants: string[];
  /** The number of places (a power of two); places past the entrants are byes. */
  size: number;
  /** The first round first; the last round holds the final. */
  rounds: DrawMatch[][];
};

/** Every draw file of content/draws/, parsed as JSON (not yet checked). */
export function readDrawFiles(root?: string): ContentFile[] {
  return readContentFiles(DRAWS_FOLDER, root);
}

/**
 * Checks every draw file and works out its bracket and schedule. Throws one ContentError that
 * lists every problem as `content/draws/<event>.json: result 3, match r2-m1: field "winner": …`,
 * so a wrong result fails the build with the file, the match and the field named. The rounds
 * must be in order, a match placed by hand once, every match after the two whose winners play
 * it, and no court hold two matches at once; with `spans` (each event's dates, by id), every match must also start within its
 * event: a result shows once its match has started, so a round dated a week late (or last
 * year), or one with too few courts for its matches, would hide it, and the champion with it.
 */
export function parseDraws(
  files: readonly ContentFile[],
  eventIds: readonly string[],
  spans?: ReadonlyMap<string, EventSpan>,
): Draw[] {
  const problems: string[] = [];
  const draws: Draw[] = [];
  for (const entry of files) {
    const eventId = path.basename(entry.file, '.json');
    const parsed = parseEntry(DrawFileSchema, entry, { kind: 'draw' });
    if ('problems' in parsed) {
      problems.push(...parsed.problems.map((line) => withMatch(line, entry.data)));
      continue;
    }
    const named = parsed.data.event;
    if (named !== undefined && named !== eventId) {
      const taken = files.some((other) => other.file === `${DRAWS_FOLDER}/${named}.json`);
      problems.push(
        `${entry.file}: field "event": is "${named}", but the file is named after "${eventId}": ` +
          (taken
            ? `"${named}" already has a draw, ${DRAWS_FOLDER}/${named}.json: edit that one and delete this file`
            : `a draw belongs to the event it is named after; to move it, create it again for "${named}" and delete this file`),
      );
      continue;
    }
    if (!eventIds.includes(eventId)) {
      problems.push(
        `${entry.file}: there is no event "${eventId}" (content/events/${eventId}.json): name the file after its event`,
      );
      continue;
    }
    const span = spans?.get(eventId);
    const { draw, problems: found } = drawOf(eventId, entry.file, parsed.data);
    if (span) {
      found.push(...timeProblems(eventId, parsed.data, span, draw.rounds).map(inFile(entry.file)));
    }
    problems.push(...found);
    if (found.length === 0) draws.push(draw);
  }
  if (problems.length > 0) {
    throw new ContentError(`Invalid content in ${DRAWS_FOLDER}/\n  ${problems.join('\n  ')}`);
  }
  return draws;
}

/**
 * A schema problem of a result names the result (counted from 1, as the results editor lists
 * them), its match and the field as the editor labels it ("winner"), as the bracket's do.
 */
function withMatch(line: string, data: unknown): string {
  const plain = line.replace(': draw #1:', ':');
  const found = /: field "results #(\d+)\.?([^"]*)"/.exec(plain);
  if (!found) return plain;
  const index = Number(found[1]) - 1;
  const results = (data as { results?: { match?: unknown }[] }).results;
  const match = results?.[index]?.match;
  const name = typeof match === 'string' ? `, match ${match.split(':')[0]}` : '';
  return plain.replace(found[0], `: result ${index + 1}${name}: field "${found[2] || 'result'}"`);
}

/** A problem of a field as the build names it: `content/draws/<event>.json: field "rounds": …`. */
const inFile =
  (file: string) =>
  ({ field, message }: FieldProblem) =>
    `${file}: field "${field}": ${message}`;

/** The draw of a file its schema takes, and what is wrong with its results and its schedule. */
function drawOf(eventId: string, file: string, data: DrawFile): { draw: Draw; problems: string[] } {
  const entrants = entrantLines(data.entrants);
  const bracket = buildBracket(entrants, data.results);
  const problems = bracket.problems.map(
    ({ index, match, field, message }) =>
      `${file}: result ${index + 1}, match ${match}: field "${field}": ${message}`,
  );
  // Its rounds' plans and its matches placed by hand (checks.ts, which the results editor runs).
  const scheduled = scheduleProblems(bracket.rounds, entrants.length, data);
  problems.push(...scheduled.problems.map(inFile(file)));
  const { rounds } = scheduled;
  return {
    draw: { eventId, file, under18: data.under18, entrants, size: bracket.size, rounds },
    problems,
  };
}

const loadDraws = loadOnce(() => {
  const events = getAllEvents();
  return parseDraws(
    readDrawFiles(),
    events.map((event) => event.id),
    new Map(events.map((event) => [event.id, event])),
  );
});

/** Every event's draw (content/draws/<event-id>.json). */
export function getDraws(): Draw[] {
  return loadDraws();
}

/** The draw of one event; undefined when it is not a knockout (or has no draw yet). */
export function getDraw(eventId: string): Draw | undefined {
  return getDraws().find((draw) => draw.eventId === eventId);
}
