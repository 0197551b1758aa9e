import { buildNow } from '@/lib/clock/build';
import type { Event } from '@/lib/events/content';
import type { PhaseFacts } from '@/lib/events/phase';

import { drawHalted, getDrawView } from './headline';
import { kolkataDay, matchesOn, type ViewMatch } from './view';

/** One match of the day, with the event and the round it belongs to. */
export type TodaysMatch = {
  eventId: string;
  eventTitle: string;
  /** Where the event is played: a court's name alone ("Court A") does not say which building. */
  eventLocation: string;
  match: ViewMatch;
  /** Its round, counted from 1 (the draw's `#round-<n>` heading). */
  round: number;
  /** The matches its round plays, byes aside ("Final" needs no "match 1"). */
  roundMatches: number;
};

/**
 * Every match of `events` played on the clock's Kolkata day, in time order (then by event and
 * court), with the results that show by then; none of a cancelled or postponed event's. Empty on
 * a day without matches.
 */
export function getTodaysMatches(
  events: readonly (PhaseFacts & Pick<Event, 'id' | 'title' | 'location'>)[],
  now: Date = buildNow(),
): TodaysMatch[] {
  const day = kolkataDay(now);
  return (
    events
      // A cancelled or postponed event's matches are not played today, whatever the draw says.
      .filter((event) => !drawHalted(event))
      .flatMap((event) => {
        const view = getDrawView(event, now);
        if (!view) return [];
        const rounds = new Map(
          view.rounds.map((round, index) => [
            round.name,
            { round: index + 1, roundMatches: round.matches.filter((m) => !m.bye).length },
          ]),
        );
        return matchesOn(view, day).map((match) => ({
          eventId: event.id,
          eventTitle: event.title,
          eventLocation: event.location,
          match,
          ...rounds.get(match.roundName)!,
        }));
      })
      .sort(
        (a, b) =>
          Date.parse(a.match.startsAt!) - Date.parse(b.match.startsAt!) ||
          a.eventTitle.localeCompare(b.eventTitle),
      )
  );
}

/** One event's matches of the day, in time order. */
export type TodaysEvent = Pick<TodaysMatch, 'eventId' | 'eventTitle' | 'eventLocation'> & {
  matches: TodaysMatch[];
};

/** The day's matches by event, the event whose first match is earliest first. */
export function byEvent(matches: readonly TodaysMatch[]): TodaysEvent[] {
  const events = new Map<string, TodaysEvent>();
  for (const match of matches) {
    const event = events.get(match.eventId) ?? {
      eventId: match.eventId,
      eventTitle: match.eventTitle,
      eventLocation: match.eventLocation,
      matches: [],
    };
    event.matches.push(match);
    events.set(match.eventId, event);
  }
  return [...events.values()];
}

/** One round's share of an event's day: how many of its matches, from when. */
export type TodaysRound = { round: number; name: string; count: number; from: string };

/**
 * An event's matches of the day (in time order, as TodaysEvent holds them) as its rounds, the
 * earliest round first: each round's first match is its start.
 */
export function roundsOfDay(matches: readonly TodaysMatch[]): TodaysRound[] {
  const rounds = new Map<number, TodaysRound>();
  for (const { match, round } of matches) {
    const seen = rounds.get(round);
    if (seen) seen.count += 1;
    else rounds.set(round, { round, name: match.roundName, count: 1, from: match.startsAt! });
  }
  return [...rounds.values()].sort((a, b) => a.round - b.round);
}
