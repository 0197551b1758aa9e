import { buildNow } from '@/lib/clock/build';
import { stepsFrom } from '@/lib/clock/steps';
import { FEST_KIND_LABELS, type Fest } from '@/lib/content/fests';
import type { Event } from '@/lib/events/content';
import { getTodaysMatches } from '@/lib/events/draw/today';
import { endedFrom, eventPhase, phaseBoundaries, splitByPhase } from '@/lib/events/phase';
import { PageHero } from '@/components/common/page-hero';
import { TodaysMatches } from '@/components/events/todays-matches';

import { FeaturedSports } from './featured-sports';
import { FestEvents, festEventsLine } from './fest-events';
import { FestIntro } from './fest-intro';
import { RainbowBar } from './rainbow-bar';

export type FestViewProps = { fest: Fest; events: Event[]; rainbow?: boolean };

/** A fest page: hero, introduction, featured sports (when there are any) and its events. */
export function FestView({ fest, events, rainbow = false }: FestViewProps) {
  // As on /events/: events to come and on now first, then past ones, most recent first.
  const now = buildNow();
  const { upcoming, past } = splitByPhase(events, now);
  // How many are to come and past, from the build on: a page read after an event ended counts
  // it past (its card already says "Ended").
  const counts = stepsFrom(
    events.flatMap((event) => endedFrom(event) ?? []),
    now,
    (moment) => {
      const split = splitByPhase(events, moment);
      return { upcoming: split.upcoming.length, past: split.past.length };
    },
  );
  // Whether it invites registration, from the build on: not once every deadline has passed.
  const lines = stepsFrom(
    events.flatMap((event) => phaseBoundaries(event)),
    now,
    (moment) => festEventsLine(events.map((event) => eventPhase(event, moment))),
    (line) => line,
  );
  const featured = fest.featuredSports.length > 0;
  return (
    <>
      <PageHero
        eyebrow={`${FEST_KIND_LABELS[fest.kind]} fest · ${fest.frequency}`}
        title={fest.name}
        description={fest.tagline}
        accent={!rainbow}
      />
      {rainbow ? <RainbowBar /> : null}
      {/* Grey, as the white introduction follows it. */}
      <TodaysMatches matches={getTodaysMatches(events)} className="bg-muted" />
      <FestIntro fest={fest} counts={counts} />
      {featured ? <FeaturedSports festName={fest.name} sports={fest.featuredSports} /> : null}
      {events.length > 0 ? (
        <FestEvents
          festName={fest.name}
          upcoming={upcoming}
          past={past}
          lines={lines}
          // White and grey sections alternate: grey when it follows the white introduction.
          className={featured ? undefined : 'bg-muted'}
        />
      ) : null}
    </>
  );
}
