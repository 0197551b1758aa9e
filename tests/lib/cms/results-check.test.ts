/** @jest-environment node */
import { registerResultsCheck, resultProblems, type SavedDraw } from '@/lib/cms/results-check';
import { ContentError } from '@/lib/content/parse';
import { parseDraws } from '@/lib/events/draw/load';

// A draw of four (seeds 1 v 4 and 2 v 3): r1-m1 Ann v Dev, r1-m2 Bea v Cal, then the final.
const ENTRANTS = ['Ann', 'Bea', 'Cal', 'Dev'].join('\n');
const draw = (results: Record<string, unknown>[]): SavedDraw => ({ entrants: ENTRANTS, results });

/** What the build says of the same file: nothing, or its ContentError's text. */
function buildSays(data: SavedDraw): string {
  // The build reads the file as the CMS writes it, empty fields dropped (lib/content/read.ts).
  const results = (data.results as Record<string, unknown>[]).map((result) =>
    Object.fromEntries(Object.entries(result).filter(([, value]) => value !== '')),
  );
  try {
    parseDraws([{ file: 'content/draws/chess.json', data: { ...data, results } }], ['chess']);
    return '';
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
}

// [what, results, what the check says, entrants if not the four above]
const CASES: [string, Record<string, unknown>[], string[], string?][] = [
  [
    'a result the build takes (Decap writes an empty score as "")',
    [{ match: 'r1-m1: Ann v Dev', winner: 'Ann', score: '', walkover: false }],
    [],
  ],
  [
    'a winner not in the match',
    [{ match: 'r1-m1: Ann v Dev', winner: 'Bea', score: '1-0' }],
    ['Result 1 (r1-m1): Winner: "Bea" is not in this match: the winner must be "Ann" or "Dev".'],
  ],
  [
    "the loser's score first",
    [{ match: 'r1-m2: Bea v Cal', winner: 'Cal', score: '1-3' }],
    [
      'Result 1 (r1-m2): Score: is "1-3", but a score is written with the winner\'s goals or points first: "3-1".',
    ],
  ],
  [
    'a walkover with a score',
    [{ match: 'r1-m1: Ann v Dev', winner: 'Dev', score: '2-0', walkover: true }],
    ['Result 1 (r1-m1): Score: a walkover has no score: leave the score empty.'],
  ],
  [
    'a second result for a match (either may be the wrong one: both are named, neither blamed)',
    [
      { match: 'r1-m1: Ann v Dev', winner: 'Dev', score: '2-1' },
      { match: 'r1-m1: Ann v Dev', winner: 'Ann', score: '2-1' },
    ],
    [
      'Result 2 (r1-m1): Match: is also the match of result 1: keep one result per match (put the right winner and score in one, remove the other).',
    ],
  ],
  [
    'an entrant listed twice (the same form edits the entrants): nothing about the results',
    [{ match: 'r1-m1: Ann v Dev', winner: 'Bea' }],
    ['Entrants: line 5: "Ann" is listed twice.'],
    `${ENTRANTS}\nAnn`,
  ],
  [
    'a final before its entrants are known',
    [{ match: 'r2-m1: Ann v Bea', winner: 'Ann', score: '1-0' }],
    [
      'Result 1 (r2-m1): Winner: the entrants of r2-m1 are not known yet: record the result of r1-m1 and r1-m2 first (if an entrant was just added, it turned a bye into a match: put the list back, the draw is fixed once it has results).',
    ],
  ],
];

describe("the results editor's check before a save", () => {
  // Objects, not rows of different lengths: Jest would pass a short row's last parameter a
  // done callback.
  const cases = CASES.map(([what, results, expected, entrants = ENTRANTS]) => ({
    what,
    results,
    expected,
    entrants,
  }));
  it.each(cases)('$what: says what the build would', ({ results, expected, entrants }) => {
    const data = { entrants, results };
    expect(resultProblems(data)).toEqual(expected);
    // The build refuses exactly what the check refuses, in the same words.
    const build = buildSays(data);
    expect(build === '').toBe(expected.length === 0);
    for (const problem of expected) {
      // "Result 1 (r1-m1): Winner: <reason>." or "Entrants: <reason>." → the reason, which the
      // build gives too.
      expect(build).toContain(
        problem.replace(/^(Result \d+ \([^)]+\): )?\w+: /, '').replace(/\.$/, ''),
      );
    }
  });

  it('leaves a draw still being filled in to the editor’s required fields', () => {
    expect(resultProblems({ entrants: 'Ann', results: [] })).toEqual([]);
    expect(resultProblems(draw([{ match: '', winner: 'Ann' }]))).toEqual([]);
    expect(resultProblems({ entrants: ENTRANTS })).toEqual([]);
  });

  it("stops Decap's save of a draw with such a result, and no other entry's", async () => {
    let handler: ((event: { entry: { get(key: string): unknown } }) => unknown) | undefined;
    registerResultsCheck({ registerEventListener: (listener) => (handler = listener.handler) });
    const entry = (collection: string, data: SavedDraw) => ({
      get: (key: string) => (key === 'collection' ? collection : { toJS: () => data }),
    });
    const wrong = draw([{ match: 'r1-m1: Ann v Dev', winner: 'Bea' }]);
    // Decap shows the error as `Failed to persist entry: ${error}`: the sentences alone.
    const refused: unknown = await Promise.resolve(
      handler!({ entry: entry('draws', wrong) }),
    ).catch((error: unknown) => error);
    expect(String(refused)).toMatch(/^Result 1 \(r1-m1\): Winner: "Bea" is not in this match/);
    await expect(handler!({ entry: entry('events', wrong) })).resolves.toBeUndefined();
    await expect(
      handler!({ entry: entry('draws', draw([{ match: 'r1-m1: Ann v Dev', winner: 'Ann' }])) }),
    ).resolves.toBeUndefined();
  });
});
