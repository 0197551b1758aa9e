import { fieldPath } from '@/lib/content/field-path';
import { formatDate, formatTime } from '@/lib/utils';

import type { Match } from './bracket';
import { nameKey } from './entrants';
import { scheduleMatches, type Slot } from './schedule';
import type { DrawFile } from './schema';

// The build's checks of when and where a draw's matches are played: its rounds' plans and its
// matches placed by hand, against the bracket and the event's dates. load.ts runs them on every
// draw file at build (with time-checks.ts's timeProblems), the results editor (lib/cms/results-check.ts) on its form before a save,
// and the content manager on a new draw's, so all refuse the same in the same words. Plain
// rules, without zod (types only from schema.ts): the results editor's bundle is loaded on
// phones over the venue's network.

/** A match with its slot and court (when its round has a plan or it was placed by hand). */
export type DrawMatch = Match & Partial<Slot>;

/** When an event runs, as its file says: its draw's rounds and hand-placed matches fall within. */
export type EventSpan = { startsAt: string; endsAt: string };

/** What these checks read of a draw: its rounds' plans and its matches placed by hand. */
export type DrawPlan = Pick<DrawFile, 'rounds' | 'fixedSlots'>;

/** A problem of one field (`rounds #2.startsAt`, as the build names it) in the build's words. */
export type FieldProblem = { field: string; message: string };

/** A moment as organisers read it: "April 10, 2025, 6:00 PM". */
export const readable = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;

/**
 * The bracket's matches (`bracket`, of `entrants` entrants) with their slots, and what is wrong
 * with the plan: more rounds than the entrants play, the rounds out of order, a match placed by
 * hand that is a bye, not in the draw or placed twice, a match before the matches it waits on
 * are over (orderProblems), two matches on a court at once (courtProblems).
 */
export function scheduleProblems(
  bracket: readonly Match[][],
  entrants: number,
  data: DrawPlan,
): { rounds: DrawMatch[][]; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  if (data.rounds.length > bracket.length) {
    problems.push({
      field: 'rounds',
      message: `plans ${data.rounds.length} rounds, but ${entrants} entrants play ${bracket.length}`,
    });
  }
  data.rounds.forEach((round, index) => {
    const before = data.rounds[index - 1];
    if (before && Date.parse(round.startsAt) < Date.parse(before.startsAt)) {
      problems.push({
        field: fieldPath(['rounds', index, 'startsAt']),
        message:
          `round ${index + 1} starts ${readable(round.startsAt)}, before round ${index} ` +
          `(${readable(before.startsAt)}): list the rounds in the order they are played`,
      });
    }
  });
  const matches = new Map(bracket.flat().map((match) => [match.id, match]));
  const placed = new Set<string>();
  data.fixedSlots.forEach((slot, index) => {
    const match = matches.get(slot.match);
    const field = fieldPath(['fixedSlots', index, 'match']);
    if (!match || match.bye) {
      problems.push({
        field,
        message: match
          ? `${slot.match} is a bye, not played`
          : `there is no match ${slot.match} in this draw`,
      });
    } else if (placed.has(slot.match)) {
      problems.push({ field, message: `${slot.match} is placed by hand twice: keep one` });
    }
    placed.add(slot.match);
  });
  const slots = scheduleMatches(bracket, data.rounds, data.fixedSlots);
  const rounds = bracket.map((round) =>
    round.map((match) => ({ ...match, ...slots.get(match.id) })),
  );
  problems.push(...orderProblems(data, rounds), ...courtProblems(data, rounds));
  return { rounds, problems };
}

/**
 * How long a match of `round` (from 1) lasts, in minutes: its round's "Minutes per match"; in a
 * round with no plan (matches placed by hand only), as long as the longest planned round's, or a
 * minute when no round has a plan.
 */
function matchMinutes(data: DrawPlan, round: number): number {
  return (
    data.rounds[round - 1]?.matchMinutes ??
    Math.max(1, ...data.rounds.map((plan) => plan.matchMinutes))
  );
}

/** "1 minute", "30 minutes". */
const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** Where a match's time comes from: its slot placed by hand, or the plan of its round. */
function timeField(data: DrawPlan, match: Match): string {
  const slot = data.fixedSlots.findIndex((fixed) => fixed.match === match.id);
  return fieldPath(slot >= 0 ? ['fixedSlots', slot, 'startsAt'] : ['rounds', match.round - 1]);
}

/**
 * No court holds two matches at once: a match placed by hand on a court and at a time the plan
 * of a round already fills, or two rounds' plans overlapping on one court. A match lasts its
 * round's "Minutes per match" (matchMinutes, in a round without a plan).
 */
function courtProblems(data: DrawPlan, rounds: DrawMatch[][]): FieldProblem[] {
  const booked = new Map<string, { match: DrawMatch; from: number; to: number }[]>();
  const problems = new Map<string, string>();
  for (const match of rounds.flat()) {
    if (!match.startsAt || !match.court) continue;
    const from = Date.parse(match.startsAt);
    const to = from + matchMinutes(data, match.round) * 60_000;
    // "court A" typed by hand is the plan's "Court A": one court.
    const name = nameKey(match.court);
    const court = booked.get(name) ?? [];
    const clash = court.find((other) => other.from < to && from < other.to);
    court.push({ match, from, to });
    booked.set(name, court);
    if (!clash) continue;
    // The one to move: the match placed by hand, else (both or neither) the later one.
    const byHand = (id: string) => data.fixedSlots.some((fixed) => fixed.match === id);
    const [moved, other] =
      byHand(clash.match.id) && !byHand(match.id) ? [clash.match, match] : [match, clash.match];
    const field = timeField(data, moved);
    if (problems.has(field)) continue;
    problems.set(
      field,
      `${moved.id} (${readable(moved.startsAt!)}) is on ${match.court} while ${other.id} ` +
        `(${readable(other.startsAt!)}) is played there: give it another court or time`,
    );
  }
  return [...problems].map(([field, message]) => ({ field, message }));
}

/**
 * Every match starts once the matches whose winners play it are over (each lasts its round's
 * "Minutes per match", matchMinutes), and those before them too, through a round with no times yet: a final
 * timed before its own semi-final is over would read wrong (its result would show first, and
 * its "Next:" name a time nobody can keep). One line per field at fault: a match placed by
 * hand, or the plan of its round, with how many more matches it puts early.
 */
function orderProblems(data: DrawPlan, rounds: DrawMatch[][]): FieldProblem[] {
  const minutes = (match: DrawMatch) => matchMinutes(data, match.round);
  // When each match's winner is known at the earliest: the end of the match when it is timed;
  // else when the matches before it are over (at once, for a bye), and the one that decides it.
  const known = new Map<string, { at: number; by?: DrawMatch }>();
  const found = new Map<string, { first: string; more: number; sooner: string }>();
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
          `(${readable(early.startsAt!)}, ${minutesText(minutes(early))}) is over, ` +
          (direct ? 'whose winner plays it' : 'on whose winner it waits'),
        more: 0,
        // How the match before can be over sooner: its round's plan, or its own slot.
        sooner: data.rounds[early.round - 1]
          ? 'more courts, boards or tables, or shorter matches in their round'
          : 'placed earlier by hand',
      });
    }
  }
  return [...found].map(([field, { first, more, sooner }]) => ({
    field,
    message:
      `${first}${more > 0 ? ` (and ${more} more)` : ''}: a match starts once those before it ` +
      `are over, so start it later, or those earlier (${sooner})`,
  }));
}
