/** @jest-environment node */
import { buildClock, clockBoundaries, rebuildAt } from '@/lib/build/rebuild-at';
import { DAY, kolkataMidnight } from '@/lib/clock/kolkata';
import { getAllEvents, getUpcomingEvents, HOME_EVENT_COUNT } from '@/lib/events/content';
import { drawHeadline, getDrawView, getLatestResults } from '@/lib/events/draw/headline';
import { getDraws } from '@/lib/events/draw/load';
import { getTodaysMatches } from '@/lib/events/draw/today';
import { eventPhase, priceAt, splitByPhase } from '@/lib/events/phase';

import { fixtureEvent } from '../../support/events';

/** Three days, 9:00 AM to 8:00 PM Kolkata time, from May 10, 2030; registration until May 8. */
const event = fixtureEvent({
  status: 'scheduled',
  startsAt: '2030-05-10T09:00:00+05:30',
  endsAt: '2030-05-12T20:00:00+05:30',
  registration: { open: true, deadline: '2030-05-08', formLink: 'https://forms.example.com/x' },
});
const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('rebuildAt', () => {
  it('is the next Kolkata midnight when no event changes before it', () => {
    expect(iso(rebuildAt(at('2030-05-01T15:00:00+05:30'), [event], []))).toBe(
      iso(at('2030-05-02T00:00:00+05:30')),
    );
  });

  it('is the moment the event next reads differently: its start, its day ending, its end', () => {
    expect(iso(rebuildAt(at('2030-05-10T08:00:00+05:30'), [event], []))).toBe(
      iso(at('2030-05-10T09:00:00+05:30')),
    );
    expect(iso(rebuildAt(at('2030-05-10T09:00:00+05:30'), [event], []))).toBe(
      iso(at('2030-05-10T20:00:00+05:30')),
    );
    expect(iso(rebuildAt(at('2030-05-12T19:59:00+05:30'), [event], []))).toBe(
      iso(at('2030-05-12T20:00:00+05:30')),
    );
  });

  it("counts a knockout match's start", () => {
    const draw = { rounds: [[{ startsAt: '2030-05-10T14:30:00+05:30' }, {}]] };
    expect(iso(rebuildAt(at('2030-05-10T10:00:00+05:30'), [event], [draw as never]))).toBe(
      iso(at('2030-05-10T14:30:00+05:30')),
    );
  });

  it('long after every event, is still due each Kolkata midnight', () => {
    const now = at('2031-01-01T23:59:00+05:30');
    expect(iso(rebuildAt(now, [event], []))).toBe(iso(at('2031-01-02T00:00:00+05:30')));
  });
});

describe("the club's content: nothing a page works out by the clock changes before rebuildAt", () => {
  const events = getAllEvents();
  const draws = getDraws();
  // Just before and just after every boundary, and a moment a week before the first.
  const boundaries = [...new Set(clockBoundaries(events, draws))];
  const moments = [
    Math.min(...boundaries) - 7 * DAY,
    ...boundaries.flatMap((time) => [time - 60_000, time]),
  ];

  /** What the pages say about every event at `time`, as one comparable string. */
  const pagesAt = (time: number) => {
    const now = new Date(time);
    return JSON.stringify({
      day: kolkataMidnight(time),
      events: events.map((entry) => {
        const view = getDrawView(entry, now);
        return [eventPhase(entry, now), drawHeadline(view, now), view?.phase];
      }),
      today: getTodaysMatches(events, now).map(({ match }) => [match.id, match.result]),
      // The order /events/ lists them in, the home page's cards and "Latest results".
      split: Object.values(splitByPhase(events, now)).map((list) => list.map(({ id }) => id)),
      home: getUpcomingEvents(HOME_EVENT_COUNT, now).map(({ id }) => id),
      latest: getLatestResults(events, now).map(({ event: { id }, champion }) => [id, champion]),
      prices: events.map((entry) => priceAt(entry, now)),
    });
  };

  it(`from each of ${moments.length} moments around its boundaries`, () => {
    expect(boundaries.length).toBeGreaterThan(0);
    for (const time of moments) {
      const next = rebuildAt(new Date(time), events, draws).getTime();
      const from = new Date(time).toISOString();
      expect({ from, after: next > time }).toEqual({ from, after: true });
      expect({ from, byMidnight: next <= kolkataMidnight(time) + DAY }).toEqual({
        from,
        byMidnight: true,
      });
      expect({ from, pages: pagesAt(next - 1) }).toEqual({ from, pages: pagesAt(time) });
    }
  });
});

describe('buildClock', () => {
  it("names this build's commit and when it is due again", () => {
    const now = at('2030-05-10T08:00:00+05:30');
    const clock = buildClock(now);
    expect(clock.build).toMatch(/^[0-9a-f]{40}$/);
    expect(clock.builtAt).toBe(iso(now));
    expect(clock.rebuildAt).toBe(iso(rebuildAt(now)));
  });
});
