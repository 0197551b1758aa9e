/** @jest-environment node */
import path from 'node:path';
import { build } from 'esbuild';

import { buildBracket } from '@/lib/events/draw/bracket';
import { scheduleProblems } from '@/lib/events/draw/checks';
import { timeProblems } from '@/lib/events/draw/time-checks';

import { PROJECT_ROOT } from '../../../support/scratch-copy';

// The build's checks of a draw's rounds and matches placed by hand, out of load.ts so that the
// results editor runs them in the browser: each problem with the field the build names
// (tests/lib/events/draw/load.test.ts has their sentences in the build's lines).
const ENTRANTS = ['Ann', 'Bea', 'Cal', 'Dev'];
const round = (startsAt: string) => ({ startsAt, courts: ['Court 1'], matchMinutes: 30 });

describe('the checks of a draw’s schedule', () => {
  it('name the field at fault and say what is wrong, in the build’s words', () => {
    const { rounds } = buildBracket(ENTRANTS, []);
    const plan = {
      rounds: [round('2025-04-08T09:00:00+05:30'), round('2025-04-08T08:00:00+05:30')],
      fixedSlots: [{ match: 'r3-m1', startsAt: '2025-04-08T12:00:00+05:30', court: 'Court 2' }],
    };
    const scheduled = scheduleProblems(rounds, ENTRANTS.length, plan);
    expect(scheduled.problems.map((problem) => problem.field)).toEqual([
      'rounds #2.startsAt',
      'fixedSlots #1.match',
      'rounds #2',
    ]);
    expect(scheduled.problems[1]!.message).toBe('there is no match r3-m1 in this draw');
    // Each match with its slot.
    expect(scheduled.rounds[0]![1]).toMatchObject({
      id: 'r1-m2',
      startsAt: '2025-04-08T09:30:00+05:30',
      court: 'Court 1',
    });
    const span = { startsAt: '2025-04-08T09:00:00+05:30', endsAt: '2025-04-08T21:00:00+05:30' };
    expect(timeProblems('chess', plan, span, scheduled.rounds)).toEqual([
      {
        field: 'rounds #2.startsAt',
        message: expect.stringMatching(/^starts April 8, 2025, 8:00 AM, outside the event \(/),
      },
    ]);
  });
});

describe('a match placed by hand in a round with no plan', () => {
  const EIGHT = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const at = (time: string) => `2025-04-08T${time}:00+05:30`;
  // Quarter-finals planned (60-minute matches); the semi-finals and the final placed by hand.
  const plan = (finalAt: string) => ({
    rounds: [{ startsAt: at('09:00'), courts: ['Court 1', 'Court 2'], matchMinutes: 60 }],
    fixedSlots: [
      { match: 'r2-m1', startsAt: at('14:00'), court: 'Court 1' },
      { match: 'r2-m2', startsAt: at('14:00'), court: 'Court 2' },
      { match: 'r3-m1', startsAt: at(finalAt), court: 'Court 1' },
    ],
  });
  const problems = (finalAt: string) =>
    scheduleProblems(buildBracket(EIGHT, []).rounds, EIGHT.length, plan(finalAt)).problems;

  it('lasts as long as the planned rounds’ matches: a final a minute after its semi-finals is refused', () => {
    const found = problems('14:01');
    expect(found.map((problem) => problem.field)).toEqual([
      'fixedSlots #3.startsAt',
      'fixedSlots #3.startsAt',
    ]);
    expect(found[0]!.message).toMatch(
      /^r3-m1 starts April 8, 2025, 2:01 PM, before r2-m1 \(April 8, 2025, 2:00 PM, 60 minutes\) is over, whose winner plays it: /,
    );
    // Its semi-final was placed by hand too: a plan for their round is not the advice.
    expect(found[0]!.message).toMatch(
      /so start it later, or those earlier \(placed earlier by hand\)$/,
    );
    // And on its court the final, not the semi-final before it, is the one to move.
    expect(found[1]!.message).toMatch(
      /^r3-m1 \(April 8, 2025, 2:01 PM\) is on Court 1 while r2-m1 /,
    );
    expect(found.map((problem) => problem.message).join(' ')).not.toMatch(/\b1 minutes\b/);
    expect(problems('15:00')).toEqual([]);
  });
});

// The results editor is loaded on phones over the venue's network: its check must not bring
// zod (the build's schemas) with it.
it("loads no zod in the results editor's check", async () => {
  const bundled = await build({
    entryPoints: [path.join(PROJECT_ROOT, 'lib/cms/results-check.ts')],
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  const inputs = Object.keys(bundled.metafile.inputs);
  expect(inputs).toContain('lib/events/draw/checks.ts');
  expect(inputs.filter((input) => /node_modules\/zod\/|schema\.ts$/.test(input))).toEqual([]);
});
