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

/** One recorded result, as the draw file holds it (see schema.ts). */
export type DrawResult = {
  /** "r1-m3: Team A v Team B": the match and the two entrants it was played between. */
  match: string;
  winner: string;
  score?: string;
  /** The loser did not play (late, absent or withdrawn): the winner goes through. */
  walkover: boolean;
};

export type Entrant = { name: string; seed: number };

export type Match = {
  /** "r1-m3": round 1, match 3 (the address of its anchor is #match-r1-m3). */
  id: string;
  round: number;
  /** 1-based, top to bottom in the round. */
  number: number;
  /** Its two entrants; undefined where the match before it has no result yet. */
  sides: [Entrant | undefined, Entrant | undefined];
  /** A first-round place with one entrant and a bye: not played, the entrant goes through. */
  bye: boolean;
  /** The two matches whose winners play this one (none in the first round). */
  from?: [string, string];
  /** The recorded result (with the index of its entry in the file), when there is one. */
  result?: DrawResult & { index: number };
  winner?: Entrant;
};

/** A result the draw cannot take, with the entry and field it is about. */
export type DrawProblem = {
  index: number;
  match: string;
  field: keyof DrawResult;
  message: string;
};

export type Bracket = { size: number; rounds: Match[][]; problems: DrawProblem[] };

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

/** The name of a match as a result names it: "r1-m3: Team A v Team B". */
export function matchLabel(match: Pick<Match, 'id' | 'sides'>): string {
  const [a, b] = match.sides;
  return `${match.id}: ${a?.name ?? '?'} v ${b?.name ?? '?'}`;
}

/** The match id a result names: "r1-m3" of "r1-m3: Team A v Team B". */
export const resultMatchId = (match: string) => match.split(':')[0]!.trim();

/**
 * The bracket of `entrants` (in seed order, at least two) with `results` applied, and every
 * result it cannot take. A rejected result is left out, so one mistake does not hide the rest.
 */
export function buildBracket(entrants: readonly string[], results: readonly DrawResult[]): Bracket {
  const size = drawSize(entrants.length);
  const bySeed = (seed: number): Entrant | undefined =>
    seed <= entrants.length ? { name: entrants[seed - 1]!, seed } : undefined;
  const order = seedOrder(size);
  const problems: DrawProblem[] = [];
  const byMatch = new Map<string, DrawResult & { index: number }>();
  results.forEach((result, index) => {
    const id = resultMatchId(result.match);
    const earlier = byMatch.get(id);
    if (earlier) {
      problems.push({
        index,
        match: id,
        field: 'match',
        message: `has a result already (result ${earlier.index + 1}): keep one result per match`,
      });
    } else byMatch.set(id, { ...result, index });
  });

  const rounds: Match[][] = [];
  let previous: Match[] = [];
  for (let round = 1, count = size / 2; count >= 1; round += 1, count /= 2) {
    const matches: Match[] = [];
    for (let number = 1; number <= count; number += 1) {
      const id = matchId(round, number);
      const match: Match =
        round === 1
          ? firstRound(id, number, bySeed(order[2 * number - 2]!), bySeed(order[2 * number - 1]!))
          : laterRound(id, round, number, previous);
      const result = byMatch.get(id);
      byMatch.delete(id);
      if (result) applyResult(match, result, problems);
      matches.push(match);
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

function applyResult(
  match: Match,
  result: DrawResult & { index: number },
  problems: DrawProblem[],
): void {
  const problem = (field: keyof DrawResult, message: string): void => {
    problems.push({ index: result.index, match: match.id, field, message });
  };
  const [a, b] = match.sides;
  if (match.bye) {
    return problem('match', `is a bye: ${(a ?? b)!.name} goes through without playing`);
  }
  if (!a || !b) {
    const waiting = match.from!.filter((_, side) => !match.sides[side]);
    return problem(
      'winner',
      `the entrants of ${match.id} are not known yet: record the result of ${waiting.join(' and ')} first`,
    );
  }
  if (result.match.trim() !== matchLabel(match)) {
    return problem('match', movedMessage(result.match, match));
  }
  const winner = [a, b].find((side) => side.name === result.winner);
  if (!winner) {
    return problem(
      'winner',
      `"${result.winner}" is not in this match: the winner must be "${a.name}" or "${b.name}"`,
    );
  }
  match.result = result;
  match.winner = winner;
}

/** Why a result no longer fits its match: the draw moved someone after the result was recorded. */
function movedMessage(recorded: string, match: Match): string {
  const now = match.sides.map((side) => side!.name);
  const then = recorded
    .slice(recorded.indexOf(':') + 1)
    .split(' v ')
    .map((name) => name.trim());
  const moved = [
    ...then.filter((name) => !now.includes(name)),
    ...now.filter((name) => !then.includes(name)),
  ];
  const who = moved.length > 0 ? moved.map((name) => `"${name}"`).join(', ') : 'its entrants';
  return (
    `was recorded as "${recorded.trim()}", but the draw now has "${matchLabel(match)}": ` +
    `once a result exists the draw is fixed, and this edit of the entrants moves ${who}. ` +
    'Put the entrants back in their order (record a withdrawal as a walkover)'
  );
}
