/** @jest-environment node */
import type { Event } from '@/lib/events/content';
import type { Draw } from '@/lib/events/draw/load';
import { byEvent, getTodaysMatches, roundsOfDay } from '@/lib/events/draw/today';

import { CUP_END, CUP_START, cupDraw } from '../../../support/draws';
import { fixtureEvent } from '../../../support/events';

// Two fixture knockouts (not content/draws/), both April 8-9, 2025: the "Zonal Cup" plays its
// first round side by side at 9:00 on two courts, the "Alpha Plate" on one court at 9:00 and
// 10:00; both finals are on April 9 at 2 PM.

/** The draws getDrawView finds, by event id. */
const draws: Record<string, Draw> = {
  cup: cupDraw(),
  plate: cupDraw(undefined, { eventId: 'plate', courts: ['Court 1'] }),
};
jest.mock('@/lib/events/draw/load', () => ({
  ...jest.requireActual('@/lib/events/draw/load'),
  getDraw: (id: string) => draws[id],
}));

const event = (id: string, title: string, change: Record<string, unknown> = {}): Event =>
  fixtureEvent({ title, startsAt: CUP_START, endsAt: CUP_END, status: 'scheduled', ...change }, id);
const cup = event('cup', 'Zonal Cup');
const plate = event('plate', 'Alpha Plate');
/** An event without a draw. */
const relay = event('relay', 'Relay');

const at = (iso: string) => new Date(iso);
const listed = (events: Event[], now: Date) =>
  getTodaysMatches(events, now).map(({ eventId, match }) => [
    eventId,
    match.id,
    match.startsAt,
    match.court,
  ]);

describe("today's matches", () => {
  it('lists the day’s matches of every event in time order, then by event, none on a day without any', () => {
    const events = [cup, relay, plate];
    expect(listed(events, at('2025-04-08T09:01:00+05:30'))).toEqual([
      ['plate', 'r1-m1', '2025-04-08T09:00:00+05:30', 'Court 1'],
      ['cup', 'r1-m1', '2025-04-08T09:00:00+05:30', 'Court 1'],
      ['cup', 'r1-m2', '2025-04-08T09:00:00+05:30', 'Court 2'],
      ['plate', 'r1-m2', '2025-04-08T10:00:00+05:30', 'Court 1'],
    ]);
    // The whole Kolkata day, whenever in it the clock is.
    expect(listed(events, at('2025-04-09T00:00:00+05:30'))).toEqual([
      ['plate', 'r2-m1', '2025-04-09T14:00:00+05:30', 'Court 1'],
      ['cup', 'r2-m1', '2025-04-09T14:00:00+05:30', 'Court 1'],
    ]);
    expect(listed(events, at('2025-04-08T23:59:00+05:30'))).toHaveLength(4);
    expect(getTodaysMatches(events, at('2025-04-07T12:00:00+05:30'))).toEqual([]);
    expect(getTodaysMatches(events, at('1999-01-01T12:00:00+05:30'))).toEqual([]);
  });

  it('shows only the results of matches that have started', () => {
    const results = (now: string) =>
      getTodaysMatches([plate], at(now)).map(({ match }) => [match.id, match.winner?.name]);
    expect(results('2025-04-08T08:59:00+05:30')).toEqual([
      ['r1-m1', undefined],
      ['r1-m2', undefined],
    ]);
    expect(results('2025-04-08T09:30:00+05:30')).toEqual([
      ['r1-m1', 'Ann'],
      ['r1-m2', undefined],
    ]);
    expect(results('2025-04-08T10:00:00+05:30')).toEqual([
      ['r1-m1', 'Ann'],
      ['r1-m2', 'Bea'],
    ]);
  });

  it.each(['cancelled', 'postponed'] as const)('lists none of a %s event’s matches', (status) => {
    const day = at('2025-04-08T09:01:00+05:30');
    const halted = event('cup', 'Zonal Cup', { status });
    expect(getTodaysMatches([halted], day)).toEqual([]);
    expect(getTodaysMatches([halted, plate], day).map((item) => item.eventId)).toEqual([
      'plate',
      'plate',
    ]);
  });

  it('groups the day by event (earliest first match first) and sums up each event by round', () => {
    const day = getTodaysMatches([cup, relay, plate], at('2025-04-08T09:01:00+05:30'));
    const events = byEvent(day);
    expect(events.map((event) => [event.eventId, event.matches.map((m) => m.match.id)])).toEqual([
      ['plate', ['r1-m1', 'r1-m2']],
      ['cup', ['r1-m1', 'r1-m2']],
    ]);
    expect(day.map(({ round, roundMatches }) => [round, roundMatches])).toEqual([
      [1, 2],
      [1, 2],
      [1, 2],
      [1, 2],
    ]);
    expect(roundsOfDay(events[0]!.matches)).toEqual([
      { round: 1, name: 'Semi-finals', count: 2, from: '2025-04-08T09:00:00+05:30' },
    ]);
    // The final: the one match of its round.
    const final = getTodaysMatches([cup], at('2025-04-09T12:00:00+05:30'));
    expect(final.map(({ round, roundMatches }) => [round, roundMatches])).toEqual([[2, 1]]);
    expect(roundsOfDay(final)).toEqual([
      { round: 2, name: 'Final', count: 1, from: '2025-04-09T14:00:00+05:30' },
    ]);
  });
});
