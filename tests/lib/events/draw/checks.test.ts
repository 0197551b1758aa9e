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
