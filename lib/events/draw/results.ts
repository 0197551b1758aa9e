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
