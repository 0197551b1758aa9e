import { toKolkataIso } from '@/lib/utils';

import type { Entrant } from './bracket';
import type { Draw, DrawMatch } from './load';

/**
 * A draw as a visitor sees it at one moment (the site's clock): a result shows once its match
 * has started, so a page built before the fest shows the draw and no results, and a result
 * saved early does not give away a match that has not begun. A later match's entrants show
 * only once the results that decide them show.
 */

/** "Final", "Semi-finals", "Quarter-finals", else "Round of 16", "Round of 64", … */
export function roundName(round: number, rounds: number): string {
  const left = rounds - round;
  if (left === 0) return 'Final';
  if (left === 1) return 'Semi-finals';
  if (left === 2) return 'Quarter-finals';
  return `Round of ${2 ** (left + 1)}`;
}

export type ViewMatch = Omit<DrawMatch, 'result' | 'winner'> & {
  roundName: string;
  /** The round before, where an entrant not known yet comes from (none in the first round). */
  previousRound?: string;
  result?: DrawMatch['result'];
  winner?: Entrant;
};

export type DrawView = {
  rounds: { name: string; matches: ViewMatch[] }[];
  /** The winner of the final, once its result shows. */
  champion?: Entrant;
  /**
   * The match to play next while the event runs: the first to start after now (unless one it
   * waits on has no time yet: that one), else the first still to play.
   */
  next?: ViewMatch;
  phase: 'upcoming' | 'running' | 'finished';
};

/** When a match counts as started: its slot, or the event's start when it has none yet. */
const startOf = (match: DrawMatch, eventStartsAt: string) =>
  Date.parse(match.startsAt ?? eventStartsAt);

/** The draw's last match: its final (none in a draw with no rounds). */
export function finalOf(view: Pick<DrawView, 'rounds'>): ViewMatch | undefined {
  return view.rounds.at(-1)?.matches[0];
}

/**
 * `eventEnded`: the event is over (its phase at `now`) or called off, so its draw is finished
 * whether or not the final's result was recorded, and a page read months later (or a cancelled
 * event's) never says what is "next".
 */
export function drawAsOf(
  draw: Draw,
  now: Date,
  eventStartsAt: string,
  eventEnded = false,
): DrawView {
  const total = draw.rounds.length;
  const winners = new Map<string, Entrant | undefined>();
  const rounds = draw.rounds.map((matches, index) => {
    const name = roundName(index + 1, total);
    return {
      name,
      matches: matches.map((match): ViewMatch => {
        const sides: ViewMatch['sides'] = match.from
          ? [winners.get(match.from[0]), winners.get(match.from[1])]
          : match.sides;
        const shows =
          match.result !== undefined &&
          sides[0] !== undefined &&
          sides[1] !== undefined &&
          startOf(match, eventStartsAt) <= now.getTime();
        const winner = match.bye ? match.winner : shows ? match.winner : undefined;
        winners.set(match.id, winner);
        const { result, winner: _winner, ...rest } = match;
        void _winner;
        return {
          ...rest,
          sides,
          roundName: name,
          ...(index > 0 ? { previousRound: roundName(index, total) } : {}),
          ...(shows ? { result, winner } : {}),
        };
      }),
    };
  });
  const champion = finalOf({ rounds })?.winner;
  const toPlay = rounds
    .flatMap((round) => round.matches)
    .filter((match) => !match.bye && !match.result)
    .sort((a, b) => startOf(a, eventStartsAt) - startOf(b, eventStartsAt));
  // Next: the first to start after now (one starting now is being played), unless a match it
  // waits on, still to play, has no time yet (semi-finals to be announced before a final
  // placed by hand): that one; with none to start after now, the first still to play.
  const timed = toPlay.find((match) => startOf(match, eventStartsAt) > now.getTime());
  const next = (timed && untimedBefore(timed, rounds)) ?? timed ?? toPlay[0];
  const started = draw.rounds
    .flat()
    .some((match) => !match.bye && startOf(match, eventStartsAt) <= now.getTime());
  const phase = champion || eventEnded ? 'finished' : started ? 'running' : 'upcoming';
  return {
    rounds,
    phase,
    ...(champion ? { champion } : {}),
    ...(next && phase === 'running' ? { next } : {}),
  };
}

/**
 * The first match `match` waits on (its entrants' matches, and theirs, earliest round first)
 * that is still to play and has no time yet; undefined when there is none.
 */
function untimedBefore(
  match: ViewMatch,
  rounds: readonly { matches: readonly ViewMatch[] }[],
): ViewMatch | undefined {
  for (const id of match.from ?? []) {
    const before = rounds[match.round - 2]?.matches.find((other) => other.id === id);
    if (!before || before.bye || before.result) continue;
    const earlier = untimedBefore(before, rounds);
    if (earlier) return earlier;
    if (!before.startsAt) return before;
  }
  return undefined;
}

/** "Winner of Round of 64 match 26": an entrant not known yet, by the match that decides it. */
export function winnerOf(match: Pick<ViewMatch, 'from' | 'previousRound'>, side: 0 | 1): string {
  const number = match.from?.[side]?.split('-m')[1];
  return `Winner of ${match.previousRound ?? 'the round before'} match ${number}`;
}

/** When the draw's matches start (ms), those with a slot: the moments its pages move on at. */
export function matchStarts(draw: Pick<Draw, 'rounds'>): number[] {
  return draw.rounds
    .flat()
    .flatMap((match) => (match.startsAt ? [Date.parse(match.startsAt)] : []));
}

/** The Kolkata calendar day of a moment: "2025-04-08". */
export const kolkataDay = (iso: string | Date) =>
  toKolkataIso(typeof iso === 'string' ? iso : iso.toISOString()).slice(0, 10);

/** The matches of a view played on one Kolkata day, in time order (then by court). */
export function matchesOn(view: DrawView, day: string): ViewMatch[] {
  return view.rounds
    .flatMap((round) => round.matches)
    .filter((match) => match.startsAt && kolkataDay(match.startsAt) === day)
    .sort(
      (a, b) =>
        Date.parse(a.startsAt!) - Date.parse(b.startsAt!) ||
        (a.court ?? '').localeCompare(b.court ?? '', 'en', { numeric: true }),
    );
}
