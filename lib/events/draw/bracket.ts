/**
 * A single-elimination draw, worked out from the entrants in seed order and the results so far.
 * Pure and deterministic: the same list and results always give the same bracket.
 *
 * - The draw has the next power of two of places (40 entrants: 64 places, so 24 byes).
 * - Seeds are placed the standard way (1 v 64, 32 v 33, …): seed 1 and seed 2 are in opposite
 *   halves and can only meet in the final, 1 to 4 only in the semi-finals, and so on.
 * - The places past the last entrant are byes, and they fall against the top seeds.
 * - A bye is not played: its entrant goes through. A result (a winner, a score or a walkover)
 *   sends its winner on; a later match's entrants are the winners of the two matches before it.
 */

import { applyResult, resultMatchId } from './results';
import type { Bracket, DrawProblem, DrawResult, Entrant, Match } from './types';

export type { Bracket, DrawProblem, DrawResult, Entrant, Match } from './types';
export { matchLabel, resultMatchId } from './results';

/** The number of places in a draw of `count` entrants: the next power of two (at least 2). */
export function drawSize(count: number): number {
  let size = 2;
  while (size < count) size *= 2;
  return size;
}

/** The seed at each place of a draw of `size` places, top to bottom: 8 → [1, 8, 4, 5, 2, 7, 3, 6]. */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

export const matchId = (round: number, number: number) => `r${round}-m${number}`;

/**
 * The bracket of `entrants` (in seed order, at least two) with `results` applied, and every
 * result it cannot take. A rejected result is left out, so one mistake does not hide the rest.
 */
export function buildBracket(entrants: readonly string[], results: readonly DrawResult[]): Bracket {
  const size = drawSize(entrants.length);
  const bySeed = (seed: number): Entrant | undefined =>
    seed <= entrants.length ? { name: entrants[seed - 1]!, seed } : undefined;
  const order = seedOrder(size);
  const names = new Set(entrants);
  const problems: DrawProblem[] = [];
  // Matches whose result was refused, or waits on one that was: their later matches say nothing.
  const refused = new Set<string>();
  const byMatch = new Map<string, DrawResult & { index: number }>();
  results.forEach((recorded, index) => {
    // Names as the entrants are read: an accent typed as one character, whichever way it was.
    const result = {
      ...recorded,
      match: recorded.match.normalize('NFC'),
      winner: recorded.winner.normalize('NFC'),
    };
    const id = resultMatchId(result.match);
    const earlier = byMatch.get(id);
    if (earlier) {
      problems.push({
        index,
        match: id,
        field: 'match',
        message:
          `is also the match of result ${earlier.index + 1}: keep one result per match ` +
          '(put the right winner and score in one, remove the other)',
      });
    } else byMatch.set(id, { ...result, index });
  });

  const rounds: Match[][] = [];
  let previous: Match[] = [];
  for (let round = 1, count = size / 2; count >= 1; round += 1, count /= 2) {
    // The whole round first (its entrants come from the round before), then its results: a
    // result with another match's id of this round or an earlier one is told which it is.
    const matches = Array.from({ length: count }, (_, index) => {
      const number = index + 1;
      const id = matchId(round, number);
      return round === 1
        ? firstRound(id, number, bySeed(order[2 * number - 2]!), bySeed(order[2 * number - 1]!))
        : laterRound(id, round, number, previous);
    });
    const known = [...rounds.flat(), ...matches];
    for (const match of matches) {
      const result = byMatch.get(match.id);
      byMatch.delete(match.id);
      if (result) applyResult(match, result, problems, refused, names, known);
    }
    rounds.push(matches);
    previous = matches;
  }
  for (const result of byMatch.values()) {
    problems.push({
      index: result.index,
      match: resultMatchId(result.match),
      field: 'match',
      message: `there is no match "${resultMatchId(result.match)}" in this draw (its matches run from r1-m1 to ${previous[0]!.id}, the final)`,
    });
  }
  problems.sort((a, b) => a.index - b.index);
  return { size, rounds, problems };
}

function firstRound(id: string, number: number, a?: Entrant, b?: Entrant): Match {
  const bye = !a || !b;
  const match: Match = { id, round: 1, number, sides: [a, b], bye };
  if (bye) match.winner = a ?? b;
  return match;
}

function laterRound(id: string, round: number, number: number, previous: Match[]): Match {
  const [first, second] = [previous[2 * number - 2]!, previous[2 * number - 1]!];
  return {
    id,
    round,
    number,
    sides: [first.winner, second.winner],
    bye: false,
    from: [first.id, second.id],
  };
}
