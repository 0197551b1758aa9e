import { buildNow } from '@/lib/clock/build';
import { DAY, kolkataMidnight } from '@/lib/clock/kolkata';
import type { TodaysMatch } from '@/lib/events/draw/today';
import { eventPath } from '@/lib/events/paths';
import { formatDayMonth, formatTime } from '@/lib/utils';
import { TimeSwitch } from '@/components/common/time-switch';

import { MatchResult, MatchSide } from './draw-match';

export type TodaysMatchesProps = { matches: TodaysMatch[]; className?: string };

/**
 * "Today's matches": the day's matches of every event shown, in time order, each with its court,
 * entrants and result once it shows, linking to the match in its event's draw. Read after that
 * day (an open tab, the offline copy) its heading names the day instead ("Matches on April 8").
 */
export function TodaysMatches({ matches, className }: TodaysMatchesProps) {
  if (matches.length === 0) return null;
  const built = buildNow();
  const day = formatDayMonth(built.toISOString());
  return (
    <section aria-labelledby="todays-matches-heading" className={className}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2 id="todays-matches-heading" className="text-2xl font-extrabold">
          <TimeSwitch
            steps={[
              { from: 0, content: "Today's matches" },
              { from: kolkataMidnight(built.getTime()) + DAY, content: `Matches on ${day}` },
            ]}
          />
        </h2>
        <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {matches.map(({ eventId, eventTitle, match }) => {
            return (
              <li
                key={`${eventId}-${match.id}`}
                className="rounded-lg border bg-card p-3 break-words"
              >
                <p className="text-sm text-muted-foreground">
                  {formatTime(match.startsAt!)}
                  {match.court ? `, ${match.court}` : null}
                </p>
                <p className="font-semibold">
                  <a
                    href={`${eventPath(eventId)}#match-${match.id}`}
                    className="underline underline-offset-4"
                  >
                    {eventTitle}: {match.roundName}, match {match.number}
                  </a>
                </p>
                <p>
                  <MatchSide match={match} side={0} eventPage={eventPath(eventId)} /> v{' '}
                  <MatchSide match={match} side={1} eventPage={eventPath(eventId)} />
                </p>
                <MatchResult match={match} />
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
