/** @jest-environment node */
import { drawHeadline, getDrawView, getLatestResults } from '@/lib/events/draw/headline';
import type { Draw } from '@/lib/events/draw/load';
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
