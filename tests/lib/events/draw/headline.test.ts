/** @jest-environment node */
import type { ContentFile } from '@/lib/content/parse';
import { drawHeadline, drawSteps, getDrawView, getLatestResults } from '@/lib/events/draw/headline';
import { parseDraws, type Draw } from '@/lib/events/draw/load';
import { drawAsOf } from '@/lib/events/draw/view';

import { CUP_START, cupDraw } from '../../../support/draws';
import { fixtureEvent } from '../../../support/events';

/** The draw getDrawView finds for an event (a fixture's, not content/draws/). */
let served: Draw | undefined;
jest.mock('@/lib/events/draw/load', () => ({
  ...jest.requireActual('@/lib/events/draw/load'),
  getDraw: () => served,
}));

const START = CUP_START;
const draw = cupDraw('Bea');
/** The same draw before the final's result is recorded. */
const beforeFinal = cupDraw();
const line = (now: string) => drawHeadline(drawAsOf(draw, new Date(now), START), new Date(now));

describe('drawHeadline', () => {
  it('says nothing before the event, what is next while it runs, then the champion', () => {
    expect(line('2025-04-01T10:00:00+05:30')).toBeUndefined();
    expect(line('2025-04-09T10:00:00+05:30')).toBe('Next: Final, 2:00 PM');
    expect(line('2025-04-08T12:00:00+05:30')).toBe('Next: Final, April 9, 2:00 PM');
    expect(line('2025-04-09T14:00:00+05:30')).toBe('Champion: Bea');
  });

  it('says nothing once the event is over without the final’s result', () => {
    const end = '2025-04-09T18:00:00+05:30';
    served = beforeFinal;
    const cup = fixtureEvent({ startsAt: START, endsAt: end, status: 'scheduled' }, 'cup');
    const at = (now: string) => drawHeadline(getDrawView(cup, new Date(now)), new Date(now));
    expect(at('2025-04-09T15:00:00+05:30')).toBe('Next: Final, 2:00 PM');
    expect(at(end)).toBeUndefined();
    expect(at('2026-11-26T10:00:00+05:30')).toBeUndefined();
  });

  it.each(['cancelled', 'postponed'] as const)(
    'says nothing of a next match once the event is %s, and keeps the results so far',
    (status) => {
      served = beforeFinal;
      const during = new Date('2025-04-09T10:00:00+05:30');
      const facts = { startsAt: START, endsAt: '2025-04-09T18:00:00+05:30' };
      const running = getDrawView(fixtureEvent({ ...facts, status: 'scheduled' }, 'cup'), during);
      expect(drawHeadline(running, during)).toBe('Next: Final, 2:00 PM');
      const halted = getDrawView(fixtureEvent({ ...facts, status }, 'cup'), during)!;
      expect(halted.phase).toBe('finished');
      expect(halted.next).toBeUndefined();
      expect(drawHeadline(halted, during)).toBeUndefined();
      expect(halted.rounds[0]!.matches.map((match) => match.winner?.name)).toEqual(['Ann', 'Bea']);
    },
  );

  it('says nothing for an event without a draw', () => {
    expect(drawHeadline(undefined)).toBeUndefined();
  });
});

describe('the "Next:" line on a fest day', () => {
  const DAY_START = '2025-04-08T09:00:00+05:30';
  const cup = fixtureEvent(
    { startsAt: DAY_START, endsAt: '2025-04-08T21:00:00+05:30', status: 'scheduled' },
    'cup',
  );
  const parsed = (data: object) =>
    parseDraws([{ file: 'content/draws/cup.json', data } as ContentFile], ['cup'])[0]!;
  const at = (iso: string) => new Date(`2025-04-08T${iso}:00+05:30`);
  const built = (moment: Date) => drawHeadline(getDrawView(cup, moment), moment);

  it('on a page left open says what a build at that moment says: a match starting is being played', () => {
    // Eight teams, one court, 30-minute matches: quarter-finals from 9:00, no result recorded.
    served = parsed({
      entrants: 'A\nB\nC\nD\nE\nF\nG\nH',
      rounds: [
        { startsAt: DAY_START, courts: ['Court 1'], matchMinutes: 30 },
        { startsAt: at('13:00').toISOString(), courts: ['Court 1'], matchMinutes: 30 },
        { startsAt: at('16:00').toISOString(), courts: ['Court 1'], matchMinutes: 30 },
      ],
    });
    const steps = drawSteps(cup, at('08:30'), drawHeadline);
    const shownAt = (moment: Date) =>
      steps.filter((step) => step.from <= moment.getTime()).at(-1)!.value;
    // Inside every step (a minute in), the page's line is a fresh build's.
    for (const step of steps.slice(1)) {
      const inside = new Date(step.from + 60_000);
      expect(shownAt(inside)).toBe(built(inside));
    }
    expect(shownAt(at('09:45'))).toBe('Next: Quarter-finals, 10:00 AM');
    expect(shownAt(at('12:00'))).toBe('Next: Semi-finals, 1:00 PM');
  });

  it('names the semi-finals still to be timed, not the final placed by hand after them', () => {
    served = parsed({
      entrants: 'A\nB\nC\nD\nE\nF\nG\nH',
      rounds: [{ startsAt: DAY_START, courts: ['1', '2', '3', '4'], matchMinutes: 60 }],
      fixedSlots: [{ match: 'r3-m1', startsAt: at('18:00').toISOString(), court: '1' }],
      results: [
        { match: 'r1-m1: A v H', winner: 'A', score: '1-0' },
        { match: 'r1-m2: D v E', winner: 'D', score: '1-0' },
        { match: 'r1-m3: B v G', winner: 'B', score: '1-0' },
        { match: 'r1-m4: C v F', winner: 'C', score: '1-0' },
      ],
    });
    expect(built(at('11:00'))).toBe('Next: Semi-finals');
    expect(getDrawView(cup, at('11:00'))!.next!.id).toBe('r2-m1');
  });
});

describe('getLatestResults', () => {
  it('names each finished knockout’s champion once the final has started, most recent first', () => {
    served = draw;
    const early = fixtureEvent(
      { startsAt: START, endsAt: '2025-04-09T18:00:00+05:30', status: 'scheduled' },
      'early',
    );
    const late = fixtureEvent(
      { startsAt: START, endsAt: '2025-04-12T18:00:00+05:30', status: 'scheduled' },
      'late',
    );
    const names = (now: string) =>
      getLatestResults([early, late], new Date(now)).map(({ event, champion }) => [
        event.id,
        champion,
      ]);
    expect(names('2025-04-09T13:00:00+05:30')).toEqual([]);
    expect(names('2025-04-20T10:00:00+05:30')).toEqual([
      ['late', 'Bea'],
      ['early', 'Bea'],
    ]);
  });
});
