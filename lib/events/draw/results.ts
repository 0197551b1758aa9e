import type { DrawProblem, DrawResult, Match } from './types';

/** The name of a match as a result names it: "r1-m3: Team A v Team B". */
export function matchLabel(match: Pick<Match, 'id' | 'sides'>): string {
  const [a, b] = match.sides;
  return `${match.id}: ${a?.name ?? '?'} v ${b?.name ?? '?'}`;
}

/**
 * "r1-m3: Team A v Team B": the match's id (its anchor on the event page, #match-r1-m3) and its
 * two entrants in the page's order, as the CMS's match picker writes it (the two names are its
 * groups). Here rather than in schema.ts, so that the CMS's browser code reads it without zod.
 */
export const MATCH_LABEL_PATTERN = /^r[1-9]\d*-m[1-9]\d*: (.+) v (.+)$/;

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
  entrants: ReadonlySet<string>,
  known: readonly Match[] = [],
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
    // Waiting on the first round: the result came first, or an entrant added since turned the
    // bye before this match into a match (the results editor offers only matches it can take).
    const edited =
      match.round === 2
        ? ' (if an entrant was just added, it turned a bye into a match: put the list back, ' +
          'the draw is fixed once it has results)'
        : '';
    return problem(
      'winner',
      `the entrants of ${match.id} are not known yet: record the result of ${waiting.join(' and ')} first${edited}`,
    );
  }
  if (result.match.trim() !== matchLabel(match)) {
    return problem('match', mismatchMessage(result.match, match, entrants, known));
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
  const scoreProblem = scoreMessage(result.score);
  if (scoreProblem) return problem('score', scoreProblem);
  match.result = result;
  match.winner = winner;
}

/** One pair of numbers of a score: "2-1", "2:1", "2 – 1", "21-15". */
const PAIR = /^\s*(\d+)\s*([-–—:])\s*(\d+)\s*$/;

/**
 * What is wrong with a score as the event page shows it ("Example Owls won 2-1"), or undefined:
 * - "won 2-1": the page writes "won" itself;
 * - numbers only, with the loser's first: "1-2" (or sets, "15-21, 18-21", "21-15, 18-21,
 *   19-21", where the winner took fewer sets), put the right way round;
 * - numbers only and level, "2-2": say how it was decided ("2-2, 4-3 on penalties").
 * A score with words ("½-½, on tie-break", "3-1 (after extra time)") is taken as written.
 */
function scoreMessage(score: string | undefined): string | undefined {
  if (!score) return undefined;
  if (/^\s*(won|beat)\b/i.test(score)) {
    return `is "${score}", but the page writes "won" before the score itself: write only the score, like "2-1"`;
  }
  const sets = score.split(',').map((set) => PAIR.exec(set));
  if (sets.some((set) => !set)) return undefined;
  const pairs = sets.map((set) => ({
    first: Number(set![1]),
    dash: set![2]!,
    second: Number(set![3]),
  }));
  const won = pairs.filter(({ first, second }) => first > second).length;
  const lost = pairs.filter(({ first, second }) => first < second).length;
  if (lost > won) {
    const right = pairs.map(({ first, dash, second }) => `${second}${dash}${first}`).join(', ');
    return `is "${score}", but a score is written with the winner's goals or points first: "${right}"`;
  }
  if (won === lost) {
    return (
      `is "${score}", a tie: say how the winner went through, like ` +
      `"${score.trim()}, 4-3 on penalties" (or tick Walkover)`
    );
  }
  return undefined;
}

/**
 * Why a result's label does not fit its match: its two entrants written the other way round, a
 * match id that is another match's (the two it names play each other elsewhere in `known`, the
 * matches known so far), a name that is no entrant of the draw (a slip in the label), or the draw
 * moved someone after the result was recorded.
 */
function mismatchMessage(
  recorded: string,
  match: Match,
  entrants: ReadonlySet<string>,
  known: readonly Match[],
): string {
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
  const theirs =
    then.length === 2 && then[0] !== then[1]
      ? known.find(
          (other) =>
            other.id !== match.id && other.sides.every((side) => side && then.includes(side.name)),
        )
      : undefined;
  if (theirs) {
    return (
      `was recorded as "${recorded.trim()}", but ${then.join(' v ')} is ${theirs.id} in this ` +
      `draw, and ${match.id} is "${matchLabel(match)}": write "${matchLabel(theirs)}" if this ` +
      'is their result (if the entrants were just reordered, put them back: once a result ' +
      'exists the draw is fixed)'
    );
  }
  // A later round's entrants come from results: one of them changed since this was recorded.
  const changed = match.from?.filter((_, side) => !then.includes(now[side]!)) ?? [];
  if (then.every((name) => entrants.has(name)) && changed.length > 0) {
    const verb = changed.length > 1 ? 'now send' : 'now sends';
    const who = match.sides
      .filter((side) => !then.includes(side!.name))
      .map((side) => `"${side!.name}"`)
      .join(' and ');
    return (
      `was recorded as "${recorded.trim()}", but the result of ${changed.join(' and ')} ` +
      `${verb} ${who} to ${match.id}: correct or remove this result (the later matches follow ` +
      'from it), or put that result back'
    );
  }
  const unknown = then.filter((name) => !entrants.has(name));
  if (unknown.length > 0) {
    return (
      `was recorded as "${recorded.trim()}", but ${unknown.map((name) => `"${name}"`).join(' and ')} ` +
      `${unknown.length > 1 ? 'are' : 'is'} not in the entrants list: write "${matchLabel(match)}", ` +
      'as the event page lists the match (the results editor picks it for you)'
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
