/** @jest-environment node */
import { drawFields } from '@/lib/cms/draws';
import { registerResultsCheck, resultProblems, type SavedDraw } from '@/lib/cms/results-check';
import type { CmsField } from '@/lib/cms/widgets';
import { ContentError } from '@/lib/content/parse';
import { parseDraws } from '@/lib/events/draw/load';
import { undrawableMessage } from '@/lib/og/glyphs';

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

describe("the results editor's check of the entrants against the share picture", () => {
  it("refuses a name the share picture cannot draw, as the build does (a champion's is on it)", () => {
    const entrants = 'Ann\nঅমিত দল\nCal\nDev';
    const problem = `line 2: "অমিত দল" ${undrawableMessage('অমিত দল')}`;
    expect(resultProblems({ entrants, results: [] })).toEqual([`Entrants: ${problem}.`]);
    expect(buildSays({ entrants, results: [] })).toContain(`field "entrants": ${problem}`);
  });
});

// The draw's rounds and matches placed by hand, which the same form edits: the build's checks
// (lib/events/draw/checks.ts), named as the editor lists them. The event runs April 8-10, 2025,
// 9 AM to 9 PM each day.
const SPAN = { startsAt: '2025-04-08T09:00:00+05:30', endsAt: '2025-04-10T21:00:00+05:30' };
const EVENT = { id: 'chess', span: SPAN };
const at = (time: string, day = '2025-04-08') => `${day}T${time}:00+05:30`;
const round = (startsAt: string, courts = ['Court 1'], matchMinutes = 30) => ({
  startsAt,
  courts,
  matchMinutes,
});
const placed = (match: string, startsAt: string, court = 'Court 2') => ({ match, startsAt, court });

/** What the build says of the draw as the form holds it, against the event's dates. */
function buildSaysOf(data: SavedDraw): string {
  try {
    parseDraws(
      [{ file: 'content/draws/chess.json', data: { results: [], ...data } }],
      ['chess'],
      new Map([['chess', SPAN]]),
    );
    return '';
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
}

// [what, the draw's rounds and matches placed by hand, what the check says, entrants if not the four]
const PLAN_CASES: [string, SavedDraw, string[], string?][] = [
  [
    'rounds in order, within the event, and a match placed by hand on a free court',
    {
      rounds: [round(at('09:00')), round(at('13:00'))],
      fixedSlots: [placed('r1-m2', at('09:00'))],
    },
    [],
  ],
  [
    'round 2 moved before round 1 (and so before the event, and its semi-finals)',
    { rounds: [round(at('09:00')), round(at('08:00'))] },
    [
      'Round 2: Starts at: round 2 starts April 8, 2025, 8:00 AM, before round 1 (April 8, 2025, 9:00 AM): list the rounds in the order they are played.',
      'Round 2: r2-m1 starts April 8, 2025, 8:00 AM, before r1-m2 (April 8, 2025, 9:30 AM, 30 minutes) is over, whose winner plays it: a match starts once those before it are over, so start it later, or those earlier (more courts, boards or tables, or shorter matches in their round).',
      'Round 2: Starts at: starts April 8, 2025, 8:00 AM, outside the event (April 8, 2025, 9:00 AM to April 10, 2025, 9:00 PM, content/events/chess.json): a result shows only once its match has started, so move it into the event or change the event.',
    ],
  ],
  [
    'more rounds than the entrants play',
    { rounds: [round(at('09:00')), round(at('13:00')), round(at('15:00'))] },
    ['Rounds: plans 3 rounds, but 4 entrants play 2.'],
  ],
  [
    'matches placed by hand that are a bye, not in the draw, or placed twice',
    {
      fixedSlots: [
        placed('r1-m1', at('10:00')),
        placed('r3-m1', at('10:00')),
        placed('r1-m2', at('10:00')),
        placed('r1-m2', at('11:00')),
      ],
    },
    [
      'Match placed by hand 1 (r1-m1): Match: r1-m1 is a bye, not played.',
      'Match placed by hand 2 (r3-m1): Match: there is no match r3-m1 in this draw.',
      'Match placed by hand 4 (r1-m2): Match: r1-m2 is placed by hand twice: keep one.',
    ],
    'Ann\nBea\nCal',
  ],
  [
    'a match placed by hand on a court while another is played there ("court 1" is Court 1)',
    { rounds: [round(at('09:00'))], fixedSlots: [placed('r1-m2', at('09:10'), 'court 1')] },
    [
      'Match placed by hand 1 (r1-m2): Starts at: r1-m2 (April 8, 2025, 9:10 AM) is on court 1 while r1-m1 (April 8, 2025, 9:00 AM) is played there: give it another court or time.',
    ],
  ],
  [
    "a round whose last match starts after the day's play",
    { rounds: [round(at('20:40'))] },
    [
      "Round 1: round 1's matches from April 8, 2025, 9:10 PM start after that day's play (9:00 AM to 9:00 PM each day, content/events/chess.json): give the round more courts (boards, tables), shorter matches or an earlier start, or place its late matches on the next day by hand (fixedSlots).",
    ],
  ],
  [
    "a round run past the event's end, and a match placed by hand in the night",
    {
      rounds: [round(at('20:30', '2025-04-10'))],
      fixedSlots: [placed('r2-m1', at('07:00', '2025-04-11'))],
    },
    [
      "Round 1: round 1's last matches start April 10, 2025, 9:00 PM, after the event (April 8, 2025, 9:00 AM to April 10, 2025, 9:00 PM, content/events/chess.json): a result shows only once its match has started, so give the round more courts (boards, tables), shorter matches or an earlier start, or change the event.",
      'Match placed by hand 1 (r2-m1): Starts at: starts April 11, 2025, 7:00 AM, outside the event (April 8, 2025, 9:00 AM to April 10, 2025, 9:00 PM, content/events/chess.json): a result shows only once its match has started, so move it into the event or change the event.',
    ],
  ],
  [
    "last year's rounds, copied",
    { rounds: [round(at('09:00', '2024-04-08')), round(at('13:00', '2024-04-08'))] },
    [
      'Round 1: Starts at: starts April 8, 2024, 9:00 AM, outside the event (April 8, 2025, 9:00 AM to April 10, 2025, 9:00 PM, content/events/chess.json): a result shows only once its match has started, so move it into the event or change the event.',
      'Round 2: Starts at: starts April 8, 2024, 1:00 PM, outside the event (April 8, 2025, 9:00 AM to April 10, 2025, 9:00 PM, content/events/chess.json): a result shows only once its match has started, so move it into the event or change the event.',
    ],
  ],
];

describe("the results editor's check of the rounds and the matches placed by hand", () => {
  const cases = PLAN_CASES.map(([what, plan, expected, entrants = ENTRANTS]) => ({
    what,
    data: { entrants, ...plan },
    expected,
  }));
  it.each(cases)('$what: says what the build would', ({ data, expected }) => {
    expect(resultProblems(data, EVENT)).toEqual(expected);
    const build = buildSaysOf(data);
    expect(build === '').toBe(expected.length === 0);
    for (const problem of expected) {
      // "Round 2: Starts at: <sentence>." → the build's sentence for that field.
      expect(build).toContain(
        problem
          .replace(/^(Rounds|Round \d+|Match placed by hand \d+ \([^)]+\)): /, '')
          .replace(/^(Starts at|Match): /, '')
          .replace(/\.$/, ''),
      );
    }
  });

  it("checks the order and the courts without the event's dates, the times only with them", () => {
    const data = { entrants: ENTRANTS, rounds: [round(at('09:00')), round(at('08:00'))] };
    expect(resultProblems(data)).toEqual(resultProblems(data, EVENT).slice(0, 2));
    expect(resultProblems(data, { id: 'chess' })).toHaveLength(2);
  });

  it('reports the results and the plan together, the results first', () => {
    const data = {
      entrants: ENTRANTS,
      results: [{ match: 'r1-m1: Ann v Dev', winner: 'Bea' }],
      rounds: [round(at('09:00')), round(at('08:00'))],
    };
    const plan = resultProblems({ ...data, results: [] });
    expect(plan).toHaveLength(2);
    expect(resultProblems(data)).toEqual([
      'Result 1 (r1-m1): Winner: "Bea" is not in this match: the winner must be "Ann" or "Dev".',
      ...plan,
    ]);
  });

  it('leaves a round or a match placed by hand still being filled in to the editor’s required fields', () => {
    const early = [round(at('09:00')), round(at('08:00'))];
    const unfinished: SavedDraw[] = [
      { rounds: [...early, { startsAt: '', courts: ['Court 1'], matchMinutes: 30 }] },
      { rounds: [...early, { startsAt: at('12:00'), courts: [], matchMinutes: 30 }] },
      { rounds: [...early, { startsAt: at('12:00'), courts: ['Court 1', ' '], matchMinutes: 30 }] },
      { rounds: [...early, { startsAt: at('12:00'), courts: ['Court 1'], matchMinutes: '' }] },
      { rounds: [...early, { startsAt: at('12:00'), courts: ['Court 1'] }] },
      // Not a day of its month (Date.parse would read it as March 2), nor a whole date-time.
      { rounds: [...early, round('2025-02-30T09:00:00+05:30')] },
      { rounds: [...early, round('2025-04-08T09:00+05:30')] },
      { rounds: early, fixedSlots: [{ match: '', startsAt: at('10:00'), court: 'Court 2' }] },
      { rounds: early, fixedSlots: [{ match: 'r1-m2', startsAt: '', court: 'Court 2' }] },
      { rounds: early, fixedSlots: [{ match: 'r1-m2', startsAt: at('10:00'), court: '' }] },
      { rounds: early, fixedSlots: [null] },
    ];
    // Those rounds alone are refused; with a field not filled in yet, nothing is said.
    expect(resultProblems({ entrants: ENTRANTS, rounds: early }, EVENT)).toHaveLength(3);
    for (const plan of unfinished) {
      expect(resultProblems({ entrants: ENTRANTS, ...plan }, EVENT)).toEqual([]);
    }
    // Nothing planned yet: nothing to check.
    expect(
      resultProblems({ entrants: ENTRANTS, rounds: '', fixedSlots: undefined }, EVENT),
    ).toEqual([]);
  });

  it('labels the fields as the results editor does', () => {
    const fields = drawFields();
    const list = (name: string) => fields.find((field) => field.name === name)!;
    expect(list('rounds').label_singular).toBe('Round');
    expect(list('fixedSlots').label_singular).toBe('Match placed by hand');
    const labels = ['rounds', 'fixedSlots']
      .flatMap((name) => list(name).fields as CmsField[])
      .map((field) => field.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Starts at', 'Minutes per match', 'Court', 'Match (e.g. r1-m3)']),
    );
  });

  it("stops Decap's save of a draw against its event's dates, baked in as of the build", async () => {
    let handler: ((event: { entry: { get(key: string): unknown } }) => unknown) | undefined;
    registerResultsCheck(
      { registerEventListener: (listener) => (handler = listener.handler) },
      { spans: { chess: SPAN } },
    );
    const save = (path: string, data: SavedDraw) =>
      Promise.resolve(
        handler!({
          entry: {
            get: (key: string) => ({ collection: 'draws', path, data: { toJS: () => data } })[key],
          },
        }),
      ).catch((error: unknown) => String(error));
    const lastYear = {
      entrants: ENTRANTS,
      results: [],
      rounds: [round(at('09:00', '2024-04-08'))],
    };
    await expect(save('content/draws/chess.json', lastYear)).resolves.toMatch(
      /^Round 1: Starts at: starts April 8, 2024, 9:00 AM, outside the event \(April 8, 2025, 9:00 AM to April 10, 2025, 9:00 PM, content\/events\/chess\.json\)/,
    );
    // An event whose dates the build did not have (added since): left to the build.
    await expect(save('content/draws/futsal.json', lastYear)).resolves.toBeUndefined();
    const backwards = { ...lastYear, rounds: [round(at('09:00')), round(at('08:00'))] };
    await expect(save('content/draws/futsal.json', backwards)).resolves.toMatch(
      /^Round 2: Starts at: round 2 starts April 8, 2025, 8:00 AM, before round 1/,
    );
  });

  it('checks against the event’s dates as the repository has them now, else as of the build', async () => {
    let handler: ((event: { entry: { get(key: string): unknown } }) => unknown) | undefined;
    // The event moved a year back since the build (its deploy on its way): what the new dates
    // take saves, what they refuse is refused; unread (no signal), the build's dates hold.
    const moved = { startsAt: '2024-04-08T09:00:00+05:30', endsAt: '2024-04-10T21:00:00+05:30' };
    const now = new Map<string, typeof moved | undefined>([['chess', moved]]);
    const latestSpan = jest.fn(async (id: string) => now.get(id));
    registerResultsCheck(
      { registerEventListener: (listener) => (handler = listener.handler) },
      { spans: { chess: SPAN }, latestSpan },
    );
    const save = (data: SavedDraw) =>
      Promise.resolve(
        handler!({
          entry: {
            get: (key: string) =>
              ({
                collection: 'draws',
                path: 'content/draws/chess.json',
                data: { toJS: () => data },
              })[key],
          },
        }),
      ).catch((error: unknown) => String(error));
    const lastYear = {
      entrants: ENTRANTS,
      results: [],
      rounds: [round(at('09:00', '2024-04-08'))],
    };
    const thisYear = { ...lastYear, rounds: [round(at('09:00'))] };
    await expect(save(lastYear)).resolves.toBeUndefined();
    await expect(save(thisYear)).resolves.toMatch(
      /^Round 1: Starts at: starts April 8, 2025, 9:00 AM, outside the event \(April 8, 2024, 9:00 AM to April 10, 2024, 9:00 PM, content\/events\/chess\.json\)/,
    );
    expect(latestSpan).toHaveBeenCalledWith('chess');
    now.set('chess', undefined);
    await expect(save(thisYear)).resolves.toBeUndefined();
    await expect(save(lastYear)).resolves.toMatch(/outside the event \(April 8, 2025, 9:00 AM/);
  });
});
