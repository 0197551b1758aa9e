/** @jest-environment node */
import { getAllEvents } from '@/lib/events/content';
import { getDraws } from '@/lib/events/draw/load';
import { getTodaysMatches } from '@/lib/events/draw/today';
import { kolkataDay } from '@/lib/events/draw/view';

describe("today's matches", () => {
  const scheduled = getDraws()
    .flatMap((draw) => draw.rounds.flat())
    .find((match) => match.startsAt);

  it('lists the day’s matches of every event in time order, none on a day without any', () => {
    expect(scheduled).toBeDefined();
    const day = new Date(Date.parse(scheduled!.startsAt!) + 60_000);
    const matches = getTodaysMatches(getAllEvents(), day);
    expect(matches.length).toBeGreaterThan(0);
    const times = matches.map((item) => Date.parse(item.match.startsAt!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const item of matches) expect(kolkataDay(item.match.startsAt!)).toBe(kolkataDay(day));
    expect(getTodaysMatches(getAllEvents(), new Date('1999-01-01T12:00:00+05:30'))).toEqual([]);
  });

  it('shows only the results of matches that have started', () => {
    const day = new Date(Date.parse(scheduled!.startsAt!) - 60_000);
    const matches = getTodaysMatches(getAllEvents(), day);
    for (const item of matches) {
      if (item.match.result)
        expect(Date.parse(item.match.startsAt!)).toBeLessThanOrEqual(day.getTime());
    }
  });

  it.each(['cancelled', 'postponed'] as const)('lists none of a %s event’s matches', (status) => {
    const day = new Date(Date.parse(scheduled!.startsAt!) + 60_000);
    const playing = new Set(getTodaysMatches(getAllEvents(), day).map((item) => item.eventId));
    expect(playing.size).toBeGreaterThan(0);
    const events = getAllEvents().map((event) =>
      playing.has(event.id) ? { ...event, status } : event,
    );
    expect(getTodaysMatches(events, day)).toEqual([]);
  });
});
