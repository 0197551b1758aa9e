import path from 'node:path';

import { ContentError, parseEntry, type ContentFile } from '@/lib/content/parse';
import { loadOnce, readContentFiles } from '@/lib/content/read';
import { getAllEvents } from '@/lib/events/content';
import { eventDays } from '@/lib/events/phase';
import { formatDate, formatTime } from '@/lib/utils';

import { buildBracket, type Match } from './bracket';
import { nameKey } from './entrants';
import { scheduleMatches, type Slot } from './schedule';
import { DrawFileSchema, DRAWS_FOLDER, entrantLines, type DrawFile } from './schema';

/** A match with its slot and court (when its round has a plan or it was placed by hand). */
export type DrawMatch = Match & Partial<Slot>;

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

/** When an event runs, as its file says: its draw's rounds and hand-placed matches fall within. */
export type EventSpan = { startsAt: string; endsAt: string };

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
    if (span) found.push(...timeProblems(entry.file, eventId, parsed.data, span, draw));
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
  const found = /: field "results\.(\d+)\.?([^"]*)"/.exec(plain);
  if (!found) return plain;
  const index = Number(found[1]);
  const results = (data as { results?: { match?: unknown }[] }).results;
  const match = results?.[index]?.match;
  const name = typeof match === 'string' ? `, match ${match.split(':')[0]}` : '';
  return plain.replace(found[0], `: result ${index + 1}${name}: field "${found[2] || 'result'}"`);
}

/** A moment as organisers read it: "April 10, 2025, 6:00 PM". */
const readable = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;

function timeProblems(
  file: string,
  eventId: string,
  data: DrawFile,
  span: EventSpan,
  draw: Draw,
): string[] {
  const problems: string[] = [];
  const [from, to] = [Date.parse(span.startsAt), Date.parse(span.endsAt)];
  const event = `(${readable(span.startsAt)} to ${readable(span.endsAt)}, content/events/${eventId}.json)`;
  // Over several days the event runs its hours each day (lib/events/phase.ts): a match in the
  // night between would be "Next:" while the event page says the day is over.
  const days = eventDays(span);
  const played = (at: number) => days.some((day) => at >= day.start && at < day.end);
  const hours =
    `(${formatTime(span.startsAt)} to ${formatTime(span.endsAt)} each day, ` +
    `content/events/${eventId}.json)`;
  const within = (field: string, startsAt: string) => {
    const at = Date.parse(startsAt);
    if (played(at)) return true;
    problems.push(
      at >= from && at < to
        ? `${file}: field "${field}": starts ${readable(startsAt)}, outside the event's hours ` +
            `${hours}: move it into a day's hours or change the event`
        : `${file}: field "${field}": starts ${readable(startsAt)}, outside the event ${event}: ` +
            'a result shows only once its match has started, so move it into the event or change the event',
    );
    return false;
  };
  const byHand = new Set(data.fixedSlots.map((slot) => slot.match));
  data.rounds.forEach((round, index) => {
    if (!within(`rounds.${index}.startsAt`, round.startsAt)) return;
    // A round that starts in time can still run past the end: too few courts, or long matches.
    const times = (draw.rounds[index] ?? [])
      .filter((match) => match.startsAt && !byHand.has(match.id))
      .map((match) => match.startsAt!)
      .sort((a, b) => Date.parse(a) - Date.parse(b));
    const last = times.at(-1);
    if (last && Date.parse(last) >= to) {
      problems.push(
        `${file}: field "rounds.${index}": round ${index + 1}'s last matches start ${readable(last)}, ` +
          `after the event ${event}: a result shows only once its match has started, so give the ` +
          'round more courts (boards, tables), shorter matches or an earlier start, or change the event',
      );
      return;
    }
    // Or past a day's close, into the night.
    const late = times.find((startsAt) => !played(Date.parse(startsAt)));
    if (late) {
      problems.push(
        `${file}: field "rounds.${index}": round ${index + 1}'s matches from ${readable(late)} ` +
          `start after that day's play ${hours}: give the round more courts (boards, tables), ` +
          'shorter matches or an earlier start, or place its late matches on the next day by hand (fixedSlots)',
      );
    }
  });
  data.fixedSlots.forEach((slot, index) => within(`fixedSlots.${index}.startsAt`, slot.startsAt));
  return problems;
}

/** Where a match's time comes from: its slot placed by hand, or the plan of its round. */
function timeField(data: DrawFile, match: Match): string {
  const slot = data.fixedSlots.findIndex((fixed) => fixed.match === match.id);
  return slot >= 0 ? `fixedSlots.${slot}.startsAt` : `rounds.${match.round - 1}`;
}

/**
 * No court holds two matches at once: a match placed by hand on a court and at a time the plan
 * of a round already fills, or two rounds' plans overlapping on one court. A match lasts its
 * round's "Minutes per match" (a minute, in a round without a plan).
 */
function courtProblems(file: string, data: DrawFile, rounds: DrawMatch[][]): string[] {
  const booked = new Map<string, { match: DrawMatch; from: number; to: number }[]>();
  const problems = new Map<string, string>();
  for (const match of rounds.flat()) {
    if (!match.startsAt || !match.court) continue;
    const from = Date.parse(match.startsAt);
    const to = from + (data.rounds[match.round - 1]?.matchMinutes ?? 1) * 60_000;
    // "court A" typed by hand is the plan's "Court A": one court.
    const name = nameKey(match.court);
    const court = booked.get(name) ?? [];
    const clash = court.find((other) => other.from < to && from < other.to);
    court.push({ match, from, to });
    booked.set(name, court);
    if (!clash) continue;
    // The one to move: the match placed by hand, else the later one (its round's plan).
    const byHand = data.fixedSlots.some((fixed) => fixed.match === clash.match.id);
    const [moved, other] = byHand ? [clash.match, match] : [match, clash.match];
    const field = timeField(data, moved);
    if (problems.has(field)) continue;
    problems.set(
      field,
      `${file}: field "${field}": ${moved.id} (${readable(moved.startsAt!)}) is on ${match.court} ` +
        `while ${other.id} (${readable(other.startsAt!)}) is played there: give it another ` +
        'court or time',
    );
  }
  return [...problems.values()];
}

/**
 * Every match starts once the matches whose winners play it are over (each lasts its round's
 * "Minutes per match"), and those before them too, through a round with no times yet: a final
 * timed before its own semi-final is over would read wrong (its result would show first, and
 * its "Next:" name a time nobody can keep). One line per field at fault: a match placed by
 * hand, or the plan of its round, with how many more matches it puts early.
 */
function orderProblems(file: string, data: DrawFile, rounds: DrawMatch[][]): string[] {
  const minutes = (match: DrawMatch) => data.rounds[match.round - 1]?.matchMinutes ?? 1;
  // When each match's winner is known at the earliest: the end of the match when it is timed;
  // else when the matches before it are over (at once, for a bye), and the one that decides it.
  const known = new Map<string, { at: number; by?: DrawMatch }>();
  const found = new Map<string, { first: string; more: number }>();
  for (const match of rounds.flat()) {
    let waits: { at: number; by?: DrawMatch } = { at: -Infinity };
    for (const id of match.from ?? []) {
      const before = known.get(id);
      if (before && before.at > waits.at) waits = before;
    }
    if (!match.startsAt) {
      known.set(match.id, waits);
      continue;
    }
    const at = Date.parse(match.startsAt);
    known.set(match.id, { at: at + minutes(match) * 60_000, by: match });
    const early = waits.by;
    if (!early || at >= waits.at) continue;
    const field = timeField(data, match);
    const seen = found.get(field);
    if (seen) seen.more += 1;
    else {
      const direct = match.from?.includes(early.id);
      found.set(field, {
        first:
          `${match.id} starts ${readable(match.startsAt)}, before ${early.id} ` +
          `(${readable(early.startsAt!)}, ${minutes(early)} minutes) is over, ` +
          (direct ? 'whose winner plays it' : 'on whose winner it waits'),
        more: 0,
      });
    }
  }
  return [...found].map(
    ([field, { first, more }]) =>
      `${file}: field "${field}": ${first}${more > 0 ? ` (and ${more} more)` : ''}: a match ` +
      'starts once those before it are over, so start it later, or those earlier (more ' +
      'courts, boards or tables, or shorter matches in their round)',
  );
}

function drawOf(eventId: string, file: string, data: DrawFile): { draw: Draw; problems: string[] } {
  const entrants = entrantLines(data.entrants);
  const bracket = buildBracket(entrants, data.results);
  const problems = bracket.problems.map(
    ({ index, match, field, message }) =>
      `${file}: result ${index + 1}, match ${match}: field "${field}": ${message}`,
  );
  if (data.rounds.length > bracket.rounds.length) {
    problems.push(
      `${file}: field "rounds": plans ${data.rounds.length} rounds, but ${entrants.length} entrants play ${bracket.rounds.length}`,
    );
  }
  data.rounds.forEach((round, index) => {
    const before = data.rounds[index - 1];
    if (before && Date.parse(round.startsAt) < Date.parse(before.startsAt)) {
      problems.push(
        `${file}: field "rounds.${index}.startsAt": round ${index + 1} starts ${readable(round.startsAt)}, ` +
          `before round ${index} (${readable(before.startsAt)}): list the rounds in the order they are played`,
      );
    }
  });
  const matches = new Map(bracket.rounds.flat().map((match) => [match.id, match]));
  const placed = new Set<string>();
  data.fixedSlots.forEach((slot, index) => {
    const match = matches.get(slot.match);
    if (!match || match.bye) {
      problems.push(
        `${file}: field "fixedSlots.${index}.match": ${match ? `${slot.match} is a bye, not played` : `there is no match ${slot.match} in this draw`}`,
      );
    } else if (placed.has(slot.match)) {
      problems.push(
        `${file}: field "fixedSlots.${index}.match": ${slot.match} is placed by hand twice: keep one`,
      );
    }
    placed.add(slot.match);
  });
  const slots = scheduleMatches(bracket.rounds, data.rounds, data.fixedSlots);
  const rounds = bracket.rounds.map((round) =>
    round.map((match) => ({ ...match, ...slots.get(match.id) })),
  );
  problems.push(...orderProblems(file, data, rounds), ...courtProblems(file, data, rounds));
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
