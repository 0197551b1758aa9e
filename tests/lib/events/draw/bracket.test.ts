/** @jest-environment node */
import {
  buildBracket,
  drawSize,
  matchLabel,
  seedOrder,
  type DrawResult,
  type Match,
} from '@/lib/events/draw/bracket';
import { entrantLines } from '@/lib/events/draw/entrants';

const names = (count: number) => Array.from({ length: count }, (_, index) => `Team ${index + 1}`);
const byId = (rounds: Match[][], id: string) => rounds.flat().find((match) => match.id === id)!;
const win = (match: Match, winner: string, extra: Partial<DrawResult> = {}): DrawResult => ({
  match: matchLabel(match),
  winner,
  walkover: false,
  ...extra,
});

describe('the size of a draw', () => {
  it('is the next power of two', () => {
    expect([2, 3, 8, 9, 16, 40, 120, 250].map(drawSize)).toEqual([2, 4, 8, 16, 16, 64, 128, 256]);
  });
});

describe('seeding', () => {
  it('places seeds the standard way', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('keeps 1 and 2 apart until the final, and 1-4 apart until the semi-finals', () => {
    for (const size of [4, 8, 16, 64, 256]) {
      const order = seedOrder(size);
      const half = (seed: number) => Math.floor(order.indexOf(seed) / (size / 2));
      const quarter = (seed: number) => Math.floor(order.indexOf(seed) / (size / 4));
      expect(half(1)).not.toBe(half(2));
      expect(new Set([1, 2, 3, 4].map(quarter)).size).toBe(4);
      // Every first-round pair adds up to size + 1: the best meets the worst.
      for (let place = 0; place < size; place += 2) {
        expect(order[place]! + order[place + 1]!).toBe(size + 1);
      }
    }
  });

  it('gives the same draw for the same list', () => {
    expect(buildBracket(names(40), [])).toEqual(buildBracket(names(40), []));
  });
});

describe('byes', () => {
  it('makes 40 entrants a draw of 64 with 24 byes, all to the top 24 seeds', () => {
    const { size, rounds } = buildBracket(names(40), []);
    expect(size).toBe(64);
    expect(rounds.map((round) => round.length)).toEqual([32, 16, 8, 4, 2, 1]);
    const byes = rounds[0]!.filter((match) => match.bye);
    expect(byes).toHaveLength(24);
    expect(byes.map((match) => match.winner!.seed).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 24 }, (_, index) => index + 1),
    );
    // The 16 lowest seeds play each other in the 8 first-round matches.
    const played = rounds[0]!.filter((match) => !match.bye);
    expect(played).toHaveLength(8);
    expect(
      played.flatMap((match) => match.sides.map((side) => side!.seed)).sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 16 }, (_, index) => index + 25));
  });

  it('sends a bye through to the second round by itself', () => {
    const { rounds } = buildBracket(names(3), []);
    expect(rounds[0]![0]!.bye).toBe(true);
    expect(rounds[1]![0]!.sides[0]).toEqual({ name: 'Team 1', seed: 1 });
    expect(rounds[1]![0]!.sides[1]).toBeUndefined();
  });

  it('refuses a result for a bye', () => {
    const { rounds } = buildBracket(names(3), []);
    const { problems } = buildBracket(names(3), [
      { match: 'r1-m1: Team 1 v ?', winner: 'Team 1', walkover: false },
    ]);
    expect(rounds[0]![0]!.bye).toBe(true);
    expect(problems).toEqual([
      expect.objectContaining({
        index: 0,
        match: 'r1-m1',
        field: 'match',
        message: expect.stringMatching(/is a bye/),
      }),
    ]);
  });
});

describe('advancement', () => {
  it('sends each winner on to the next round, up to a champion', () => {
    const entrants = names(4);
    const first = buildBracket(entrants, []).rounds[0]!;
    expect(first.map(matchLabel)).toEqual(['r1-m1: Team 1 v Team 4', 'r1-m2: Team 2 v Team 3']);
    const semis = [win(first[0]!, 'Team 4', { score: '2-1' }), win(first[1]!, 'Team 2')];
    const after = buildBracket(entrants, semis);
    const final = byId(after.rounds, 'r2-m1');
    expect(final.sides.map((side) => side?.name)).toEqual(['Team 4', 'Team 2']);
    expect(final.from).toEqual(['r1-m1', 'r1-m2']);
    const done = buildBracket(entrants, [...semis, win(final, 'Team 2')]);
    expect(done.problems).toEqual([]);
    expect(byId(done.rounds, 'r2-m1').winner).toEqual({ name: 'Team 2', seed: 2 });
  });

  it('counts a walkover (a late or withdrawn entrant) as a result', () => {
    const entrants = names(4);
    const first = buildBracket(entrants, []).rounds[0]!;
    const { rounds, problems } = buildBracket(entrants, [
      win(first[0]!, 'Team 1', { walkover: true }),
    ]);
    expect(problems).toEqual([]);
    expect(byId(rounds, 'r1-m1').result).toMatchObject({ walkover: true, winner: 'Team 1' });
    expect(byId(rounds, 'r2-m1').sides[0]?.name).toBe('Team 1');
  });
});

describe('results the draw refuses', () => {
  const entrants = names(4);
  const first = buildBracket(entrants, []).rounds[0]!;

  it('a winner who is not one of the two entrants', () => {
    expect(buildBracket(entrants, [win(first[0]!, 'Team 3')]).problems).toEqual([
      {
        index: 0,
        match: 'r1-m1',
        field: 'winner',
        message: '"Team 3" is not in this match: the winner must be "Team 1" or "Team 4"',
      },
    ]);
  });

  it('a match whose entrants are not known yet', () => {
    const result = { match: 'r2-m1: Team 1 v Team 2', winner: 'Team 1', walkover: false };
    const [problem] = buildBracket(entrants, [win(first[0]!, 'Team 1'), result]).problems;
    expect(problem).toEqual({
      index: 1,
      match: 'r2-m1',
      field: 'winner',
      message:
        'the entrants of r2-m1 are not known yet: record the result of r1-m2 first (if an entrant was just added, it turned a bye into a match: put the list back, the draw is fixed once it has results)',
    });
  });

  it('a winner written in other capitals, with the name it was meant to be', () => {
    const [problem] = buildBracket(entrants, [win(first[0]!, 'team 4')]).problems;
    expect(problem!.message).toBe(
      '"team 4" is not in this match: the winner must be "Team 1" or "Team 4" (did you mean "Team 4"?)',
    );
  });

  it('a score in numbers with the loser\'s first, level, or with its own "won"', () => {
    const [problem, ...rest] = buildBracket(entrants, [
      win(first[0]!, 'Team 4', { score: '1-3' }),
      win(first[1]!, 'Team 2', { score: '21-15, 18-21, 21-19' }),
    ]).problems;
    expect(rest).toEqual([]);
    expect(problem).toEqual({
      index: 0,
      match: 'r1-m1',
      field: 'score',
      message: 'is "1-3", but a score is written with the winner\'s goals or points first: "3-1"',
    });
    const messageOf = (score: string) =>
      buildBracket(entrants, [win(first[0]!, 'Team 4', { score })]).problems[0]?.message;
    // Level, in numbers only: how it was decided is missing. With words, as written.
    expect(messageOf('2-2')).toBe(
      'is "2-2", a tie: say how the winner went through, like "2-2, 4-3 on penalties" (or tick Walkover)',
    );
    expect(messageOf('2-2, 4-3 on penalties')).toBeUndefined();
    expect(messageOf('3-1 (after extra time)')).toBeUndefined();
    // Sets: the winner took fewer of them.
    expect(messageOf('15-21, 18-21')).toBe(
      'is "15-21, 18-21", but a score is written with the winner\'s goals or points first: "21-15, 21-18"',
    );
    expect(messageOf('21-15, 18-21, 19-21')).toContain('first: "15-21, 21-18, 21-19"');
    // The page writes "won" before the score.
    expect(messageOf('won 2-1')).toBe(
      'is "won 2-1", but the page writes "won" before the score itself: write only the score, like "2-1"',
    );
    // Written with a colon or a long dash, the same mistake, put right in the same style.
    for (const [score, right] of [
      ['1:3', '3:1'],
      ['0 – 2', '2–0'],
    ]) {
      expect(
        buildBracket(entrants, [win(first[0]!, 'Team 4', { score })]).problems[0]?.message,
      ).toBe(
        `is "${score}", but a score is written with the winner's goals or points first: "${right}"`,
      );
    }
  });

  it('only the refused result, not the later matches that wait on it', () => {
    const eight = names(8);
    const opening = buildBracket(eight, []).rounds[0]!;
    // r1-m1's winner is misspelt: r2-m1 and the final then wait on it, and say nothing.
    const results = [
      win(opening[0]!, 'Team One'),
      win(opening[1]!, 'Team 4'),
      { match: 'r2-m1: Team 1 v Team 4', winner: 'Team 1', walkover: false },
      { match: 'r3-m1: Team 1 v Team 2', winner: 'Team 1', walkover: false },
    ];
    expect(buildBracket(eight, results).problems.map(({ match, field }) => [match, field])).toEqual(
      [['r1-m1', 'winner']],
    );
  });

  it('a match named with its two entrants the other way round', () => {
    const [problem] = buildBracket(entrants, [
      { match: 'r1-m1: Team 4 v Team 1', winner: 'Team 1', walkover: false },
    ]).problems;
    expect(problem!.message).toBe(
      'names the two entrants the other way round: write "r1-m1: Team 1 v Team 4", as the event page lists the match',
    );
  });

  it('a match that does not exist, and a second result for one match', () => {
    const problems = buildBracket(entrants, [
      win(first[0]!, 'Team 1'),
      win(first[0]!, 'Team 4'),
      { match: 'r3-m1: Team 1 v Team 2', winner: 'Team 1', walkover: false },
    ]).problems;
    expect(problems.map(({ index, match, field }) => [index, match, field])).toEqual([
      [1, 'r1-m1', 'match'],
      [2, 'r3-m1', 'match'],
    ]);
    expect(problems[1]!.message).toMatch(/no match "r3-m1".*r2-m1, the final/);
  });
});

describe('a fixed draw', () => {
  it('fails an edit of the entrants that moves anyone once a result exists, naming them', () => {
    const entrants = names(8);
    const first = buildBracket(entrants, []).rounds[0]!;
    const results = [win(first[0]!, 'Team 1')]; // r1-m1: Team 1 v Team 8
    const swapped = entrants.map((name) =>
      name === 'Team 8' ? 'Team 7' : name === 'Team 7' ? 'Team 8' : name,
    );
    const [problem] = buildBracket(swapped, results).problems;
    expect(problem).toMatchObject({ index: 0, match: 'r1-m1', field: 'match' });
    expect(problem!.message).toContain('"Team 8", "Team 7"');
    expect(problem!.message).toMatch(/the draw is fixed/);
  });

  it('says a name in the label that is no entrant is a slip in the label, not a moved entrant', () => {
    const entrants = names(8);
    const [problem] = buildBracket(entrants, [
      { match: 'r1-m1: Team 1 v Team Eight', winner: 'Team 1', walkover: false },
    ]).problems;
    expect(problem).toMatchObject({ index: 0, match: 'r1-m1', field: 'match' });
    expect(problem!.message).toBe(
      'was recorded as "r1-m1: Team 1 v Team Eight", but "Team Eight" is not in the entrants list: write "r1-m1: Team 1 v Team 8", as the event page lists the match (the results editor picks it for you)',
    );
  });

  it('says a corrected earlier result changed a later match, not the entrants', () => {
    const entrants = names(8);
    const [first] = buildBracket(entrants, []).rounds;
    // r1-m1 Team 1 v Team 8, r1-m2 Team 4 v Team 5: the semi-final was Team 1 v Team 4.
    const semi = { match: 'r2-m1: Team 1 v Team 4', winner: 'Team 1', walkover: false };
    expect(
      buildBracket(entrants, [win(first![0]!, 'Team 1'), win(first![1]!, 'Team 4'), semi]).problems,
    ).toEqual([]);
    // r1-m2 corrected to Team 5 afterwards.
    const [problem] = buildBracket(entrants, [
      win(first![0]!, 'Team 1'),
      win(first![1]!, 'Team 5'),
      semi,
    ]).problems;
    expect(problem).toMatchObject({ index: 2, match: 'r2-m1', field: 'match' });
    expect(problem!.message).toBe(
      'was recorded as "r2-m1: Team 1 v Team 4", but the result of r1-m2 now sends "Team 5" to r2-m1: correct or remove this result (the later matches follow from it), or put that result back',
    );
  });

  it('says a result with another match’s id is that match’s, not an edit of the entrants', () => {
    const entrants = names(8);
    const [first] = buildBracket(entrants, []).rounds;
    // r1-m1 Team 1 v Team 8, r1-m2 Team 4 v Team 5: the first result written with r1-m2's id.
    const slipped = { match: 'r1-m2: Team 1 v Team 8', winner: 'Team 1', walkover: false };
    const [problem] = buildBracket(entrants, [slipped]).problems;
    expect(problem).toMatchObject({ index: 0, match: 'r1-m2', field: 'match' });
    expect(problem!.message).toBe(
      'was recorded as "r1-m2: Team 1 v Team 8", but Team 1 v Team 8 is r1-m1 in this draw, and r1-m2 is "r1-m2: Team 4 v Team 5": write "r1-m1: Team 1 v Team 8" if this is their result (if the entrants were just reordered, put them back: once a result exists the draw is fixed)',
    );
    // A semi-final written with the other semi-final's id, the later match of the round: told
    // too (the round is known whole before its results), not blamed on the first round.
    const played = first!.map((match) => win(match, match.sides[0]!.name));
    const semi = { match: 'r2-m1: Team 2 v Team 3', winner: 'Team 2', walkover: false };
    const [later] = buildBracket(entrants, [...played, semi]).problems;
    expect(later).toMatchObject({ index: 4, match: 'r2-m1', field: 'match' });
    expect(later!.message).toMatch(
      /^was recorded as "r2-m1: Team 2 v Team 3", but Team 2 v Team 3 is r2-m2 in this draw, and r2-m1 is "r2-m1: Team 1 v Team 4": write "r2-m2: Team \d v Team \d" if/,
    );
  });

  it('reads an accent typed as one character or two alike, in the entrants and the results', () => {
    // "José" with é as one character in the list, as e + ´ in the result, and the other way.
    const composed = ['José FC', 'Example Owls'];
    const decomposed = composed.map((name) => name.normalize('NFD'));
    for (const [entrants, written] of [
      [composed, decomposed],
      [decomposed, composed],
    ] as const) {
      const result = {
        match: `r1-m1: ${written[0]} v ${written[1]}`,
        winner: written[0]!,
        walkover: false,
      };
      const { problems, rounds } = buildBracket(entrantLines(entrants.join('\n')), [result]);
      expect(problems).toEqual([]);
      expect(rounds[0]![0]!.winner?.name).toBe('José FC'.normalize('NFC'));
    }
  });

  it('accepts a result that fits the list as it stands', () => {
    const entrants = names(8);
    const first = buildBracket(entrants, []).rounds[0]!;
    expect(buildBracket(entrants, [win(first[0]!, 'Team 8')]).problems).toEqual([]);
  });
});
