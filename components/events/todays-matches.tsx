import { buildNow } from '@/lib/clock/build';
import { DAY, kolkataMidnight } from '@/lib/clock/kolkata';
import { byEvent, roundsOfDay, type TodaysEvent, type TodaysMatch } from '@/lib/events/draw/today';
import { eventPath } from '@/lib/events/paths';
import { cn, formatDayMonth, formatTime } from '@/lib/utils';
import { TimeSwitch } from '@/components/common/time-switch';

import { DRAW_FINDER_ID } from './draw-ids';
import { MatchResult, MatchSide } from './draw-match';

export type TodaysMatchesProps = {
  matches: TodaysMatch[];
  /** On the page of their one event, which its title would only repeat. */
  ofOneEvent?: boolean;
  className?: string;
};

/**
 * An event with at most this many matches in the day lists each of them; one with more (a first
 * round of 64 chess boards) is summed up by round, so the page stays a page on a phone.
 */
export const MATCHES_LISTED_PER_EVENT = 4;

/**
 * "Today's matches": the day's matches of every event shown, event by event (the earliest first
 * match first). An event with a few matches lists them in time order, each with its court,
 * entrants and result once it shows, linking to the match in its event's draw; one with more
 * says how many matches each round plays from when, linking to the round. Read after that day
 * (an open tab, the offline copy) its heading names the day instead ("Matches on April 8").
 */
export function TodaysMatches({ matches, ofOneEvent = false, className }: TodaysMatchesProps) {
  if (matches.length === 0) return null;
  const built = buildNow();
  const day = formatDayMonth(built.toISOString());
  return (
    <section aria-labelledby="todays-matches-heading" className={className}>
      {/* On an event's page the details that follow bring their own space above. */}
      <div className={cn('mx-auto max-w-7xl px-4 pt-10 sm:px-6', !ofOneEvent && 'pb-10')}>
        <h2 id="todays-matches-heading" className="text-2xl font-extrabold">
          <TimeSwitch
            steps={[
              { from: 0, value: "Today's matches" },
              { from: kolkataMidnight(built.getTime()) + DAY, value: `Matches on ${day}` },
            ]}
          />
        </h2>
        <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {byEvent(matches).map((event) =>
            event.matches.length <= MATCHES_LISTED_PER_EVENT ? (
              event.matches.map((match) => (
                <MatchCard
                  key={`${event.eventId}-${match.match.id}`}
                  {...match}
                  titled={!ofOneEvent}
                />
              ))
            ) : (
              <RoundsCard key={event.eventId} {...event} titled={!ofOneEvent} />
            ),
          )}
        </ol>
        {/* On the event's page the draw, with its finder, comes after the details: a player
            looking for their own match goes straight there (only JavaScript narrows the draw,
            so without it the link is not offered either). */}
        {ofOneEvent ? (
          <p data-needs-js="" className="mt-3">
            <a href={`#${DRAW_FINDER_ID}`} className="font-semibold underline underline-offset-4">
              Find your match in the draw
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}

const CARD = 'rounded-lg border bg-card p-3 break-words';

/**
 * `titled`: the match's link names its event first ("Futsal Cup: Final"), and its line the
 * event's venue after the court ("10:00 AM, Court A, Indoor Futsal Court"); on the event's own
 * page its details say where.
 */
function MatchCard({
  eventId,
  eventTitle,
  eventLocation,
  match,
  roundMatches,
  titled,
}: TodaysMatch & { titled: boolean }) {
  return (
    <li className={CARD}>
      <p className="text-sm text-muted-foreground">
        {formatTime(match.startsAt!)}
        {match.court ? `, ${match.court}` : null}
        {titled ? `, ${eventLocation}` : null}
      </p>
      <p className="font-semibold">
        <a
          href={`${eventPath(eventId)}#match-${match.id}`}
          className="underline underline-offset-4"
        >
          {titled ? `${eventTitle}: ` : null}
          {match.roundName}
          {roundMatches > 1 ? `, match ${match.number}` : null}
        </a>
      </p>
      <p>
        <MatchSide match={match} side={0} eventPage={eventPath(eventId)} /> v{' '}
        <MatchSide match={match} side={1} eventPage={eventPath(eventId)} />
      </p>
      <MatchResult match={match} />
    </li>
  );
}

/**
 * "Chess Open: 40 matches" (the heading says which day; "40 matches" on the event's own page),
 * under its venue, then each round's count and start, linking to the round.
 */
function RoundsCard({
  eventId,
  eventTitle,
  eventLocation,
  matches,
  titled,
}: TodaysEvent & { titled: boolean }) {
  const page = eventPath(eventId);
  return (
    <li className={CARD}>
      {titled ? <p className="text-sm text-muted-foreground">{eventLocation}</p> : null}
      <p className="font-semibold">
        {titled ? (
          <>
            <a href={`${page}#draw-heading`} className="underline underline-offset-4">
              {eventTitle}
            </a>
            :{' '}
          </>
        ) : null}
        {matches.length} matches
      </p>
      <ul className="mt-1">
        {roundsOfDay(matches).map((round) => (
          <li key={round.round}>
            <a href={`${page}#round-${round.round}`} className="underline underline-offset-4">
              {round.name}
            </a>
            : {round.count === 1 ? '1 match' : `${round.count} matches`}{' '}
            <span className="whitespace-nowrap">
              {round.count === 1 ? 'at' : 'from'} {formatTime(round.from)}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
