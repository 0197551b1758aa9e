/** @jest-environment node */
import type { ContentFile } from '@/lib/content/parse';
import { parseDraws } from '@/lib/events/draw/load';
import { drawAsOf, matchesOn, roundName, winnerOf } from '@/lib/events/draw/view';

const EVENT_START = '2025-04-08T09:00:00+05:30';
const names = ['Ann', 'Bea', 'Cal', 'Dev'];
const RESULTS = [
  { match: 'r1-m1: Ann v Dev', winner: 'Ann', score: '1-0' },
  { match: 'r1-m2: Bea v Cal', winner: 'Cal', walkover: true },
  { match: 'r2-m1: Ann v Cal', winner: 'Cal', score: '1-0' },
];
const drawWith = (results: typeof RESULTS) =>
  parseDraws(
    [
      {
        file: 'content/draws/chess.json',
        data: {
          entrants: names.join('\n'),
          rounds: [
            { startsAt: EVENT_START, courts: ['Board 1', 'Board 2'], matchMinutes: 60 },
            { startsAt: '2025-04-09T14:00:00+05:30', courts: ['Board 1'], matchMinutes: 60 },
          ],
          results,
        },
      } satisfies ContentFile,
    ],
    ['chess'],
  )[0]!;
const draw = drawWith(RESULTS);
/** The same draw with the final's result never recorded. */
const unfinished = drawWith(RESULTS.slice(0, 2));
const at = (iso: string) => drawAsOf(draw, new Date(iso), EVENT_START);

describe('round names', () => {
  it('count back from the final', () => {
    expect([1, 2, 3, 4, 5, 6].map((round) => roundName(round, 6))).toEqual([
      'Round of 64',
      'Round of 32',
      'Round of 16',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
  });
});

describe('the draw at a moment', () => {
  it('shows the draw and no result before the fest', () => {
    const view = at('2025-03-20T10:00:00+05:30');
    expect(view.phase).toBe('upcoming');
    expect(view.rounds.flatMap((round) => round.matches).some((match) => match.result)).toBe(false);
    expect(view.rounds[1]!.matches[0]!.sides).toEqual([undefined, undefined]);
    expect(view.champion).toBeUndefined();
  });

  it('names an entrant not known yet by the match that decides it', () => {
    const view = at('2025-03-20T10:00:00+05:30');
    const final = view.rounds[1]!.matches[0]!;
    expect(view.rounds[0]!.matches[0]!.previousRound).toBeUndefined();
    expect(final.previousRound).toBe('Semi-finals');
    expect([winnerOf(final, 0), winnerOf(final, 1)]).toEqual([
      'Winner of Semi-finals match 1',
      'Winner of Semi-finals match 2',
    ]);
  });

  it('shows the results of started matches and says what is next while it runs', () => {
    const view = at('2025-04-08T12:00:00+05:30');
    expect(view.phase).toBe('running');
    expect(view.rounds[0]!.matches.map((match) => match.winner?.name)).toEqual(['Ann', 'Cal']);
    expect(view.rounds[1]!.matches[0]!.sides.map((side) => side?.name)).toEqual(['Ann', 'Cal']);
    expect(view.rounds[1]!.matches[0]!.result).toBeUndefined();
    expect(view.next).toMatchObject({ roundName: 'Final', startsAt: '2025-04-09T14:00:00+05:30' });
  });

  it('names the champion once the final has started and has its result', () => {
    const view = at('2025-04-09T14:00:00+05:30');
    expect(view.phase).toBe('finished');
    expect(view.champion).toEqual({ name: 'Cal', seed: 3 });
    expect(view.next).toBeUndefined();
  });

  it('is over once its event has ended, even when the final’s result was never recorded', () => {
    const moment = new Date('2025-04-09T16:00:00+05:30');
    const during = drawAsOf(unfinished, moment, EVENT_START, false);
    expect(during.phase).toBe('running');
    expect(during.next).toMatchObject({ roundName: 'Final' });
    const after = drawAsOf(unfinished, moment, EVENT_START, true);
    expect(after.phase).toBe('finished');
    expect(after.next).toBeUndefined();
    expect(after.champion).toBeUndefined();
    expect(after.rounds[0]!.matches.map((match) => match.winner?.name)).toEqual(['Ann', 'Cal']);
  });

  it('lists a day’s matches in time order, and one entrant’s path', () => {
    const view = at('2025-04-10T00:00:00+05:30');
    expect(matchesOn(view, '2025-04-08').map((match) => [match.id, match.court])).toEqual([
      ['r1-m1', 'Board 1'],
      ['r1-m2', 'Board 2'],
    ]);
    expect(matchesOn(view, '2025-04-09').map((match) => match.id)).toEqual(['r2-m1']);
  });
});
