import type { DrawProblem, DrawResult, Match } from './types';

/** The name of a match as a result names it: "r1-m3: Team A v Team B". */
export function matchLabel(match: Pick<Match, 'id' | 'sides'>): string {
  const [a, b] = match.sides;
  return `${match.id}: ${a?.name ?? '?'} v ${b?.name ?? '?'}`;
}

/** The match id a result names: "r1-m3" of "r1-m3: Team A v Team B". */
export const resultMatchId = (match: string) => match.split(':')[0]!.trim();

/**
 * Checks one result against its match and, when it fits, records it and its winner on the
 * match (so the next round has its entrant). A result that does not fit adds a problem naming
 * the field, in words an organiser reads.
 */
export function applyResult(
  match: Match,
  result: DrawResult & { index: number },
  problems: DrawProblem[],
  refused: Set<string>,
): void {
  const problem = (field: keyof DrawResult, message: string): void => {
    refused.add(match.id);
    problems.push({ index: result.index, match: match.id, field, message });
  };
  const [a, b] = match.sides;
  if (match.bye) {
    return problem('match', `is a bye: ${(a ?? b)!.name} goes through without playing`);
  }
  if (!a || !b) {
    const waiting = match.from!.filter((_, side) => !match.sides[side]);
    // Waiting on a result refused above: that problem is the one to fix, not this one.
    if (waiting.some((id) => refused.has(id))) return void refused.add(match.id);
    return problem(
      'winner',
      `the entrants of ${match.id} are not known yet: record the result of ${waiting.join(' and ')} first`,
    );
  }
  if (result.match.trim() !== matchLabel(match)) {
    return problem('match', mismatchMessage(result.match, match));
  }
  const winner = [a, b].find((side) => side.name === result.winner);
  if (!winner) {
    const near = [a, b].find((side) => side.name.toLowerCase() === result.winner.toLowerCase());
    return problem(
      'winner',
      `"${result.winner}" is not in this match: the winner must be "${a.name}" or "${b.name}"` +
        (near ? ` (did you mean "${near.name}"?)` : ''),
    );
  }
  const backwards = scoreBackwards(result.score);
  if (backwards) {
    return problem(
      'score',
      `is "${result.score}", but a score is written with the winner's goals or points first: ` +
        `"${backwards}"`,
    );
  }
  match.result = result;
  match.winner = winner;
}

/**
 * A score of two numbers ("1-2", "1:2", "1 – 2") with the loser's first: the same score the
 * right way round ("2-1", "2:1"). Undefined for any other score (sets such as "21-15, 18-21,
 * 21-19", words).
 */
function scoreBackwards(score: string | undefined): string | undefined {
  const numbers = /^\s*(\d+)\s*([-–—:])\s*(\d+)\s*$/.exec(score ?? '');
  if (!numbers) return undefined;
  const [, first, dash, second] = numbers;
  return Number(first) < Number(second) ? `${second}${dash}${first}` : undefined;
}

/**
 * Why a result's label does not fit its match: its two entrants written the other way round, or
 * the draw moved someone after the result was recorded.
 */
function mismatchMessage(recorded: string, match: Match): string {
  const now = match.sides.map((side) => side!.name);
  const then = recorded
    .slice(recorded.indexOf(':') + 1)
    .split(' v ')
    .map((name) => name.trim());
  if (then.length === 2 && then[0] === now[1] && then[1] === now[0]) {
    return (
      `names the two entrants the other way round: write "${matchLabel(match)}", as the ` +
      'event page lists the match'
    );
  }
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
