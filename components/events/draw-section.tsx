import type { Event } from '@/lib/events/content';
import { drawHeadline } from '@/lib/events/draw/headline';
import type { DrawView } from '@/lib/events/draw/view';
import type { PhaseFacts } from '@/lib/events/phase';

import { DrawFinder } from './draw-finder';
import { DrawHeadline } from './draw-headline';
import { DRAW_END_ID, DRAW_ID } from './draw-ids';
import { DrawMatch } from './draw-match';

export type DrawSectionProps = {
  event: PhaseFacts & Pick<Event, 'id'>;
  /** The draw as of the build. */
  view: DrawView;
  /** The entrants, for "Find your team or player". */
  entrants: string[];
  /** The entrants are children, shown by first name and initial. */
  under18: boolean;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * "Draw and results": every round as a heading and an ordered list of its matches, rendered on
 * the server so it reads completely without JavaScript and with a screen reader. The champion
 * leads once the final has its result; while the event runs a link says what is next and leads
 * to its round ("Next: Quarter-finals, 2:00 PM"), as of the page's time.
 */
export function DrawSection({ event, view, entrants, under18 }: DrawSectionProps) {
  const roundId = (index: number) => `round-${index + 1}`;
  const mayPlay = contenders(view);
  return (
    <section aria-labelledby="draw-heading" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
      <h2 id="draw-heading" className="text-2xl font-extrabold">
        Draw and results
      </h2>
      {view.champion ? (
        <p className="mt-3 text-lg">
          Champion: <strong className="text-accent-strong">{view.champion.name}</strong>
        </p>
      ) : null}
      {view.phase === 'upcoming' ? (
        <p className="mt-3 max-w-prose text-muted-foreground">
          Results appear here as the matches are played.
        </p>
      ) : null}
      <DrawHeadline
        event={event}
        at={(later, now) => {
          const next = later?.next;
          const line = drawHeadline(later, now);
          if (!next || !line || later.phase !== 'running') return undefined;
          return { line, round: later.rounds.findIndex((round) => round.name === next.roundName) };
        }}
        className="mt-3 min-h-6"
        render={({ line, round }) => (
          <p>
            <a href={`#${roundId(round)}`} className="font-semibold underline underline-offset-4">
              {line}
            </a>
          </p>
        )}
      />
      {under18 ? (
        <p className="mt-3 max-w-prose text-sm text-muted-foreground">
          The players are children: each is shown by first name and initial only.
        </p>
      ) : null}
      <div className="mt-6">
        <DrawFinder entrants={[...entrants].sort((a, b) => a.localeCompare(b))} drawId={DRAW_ID} />
      </div>
      {/* A big draw is hundreds of Tab stops (every match's own link, every "Winner of …"):
          the keyboard can jump to its end, where the focus lands on a line that says so. */}
      <a
        href={`#${DRAW_END_ID}`}
        className="sr-only rounded-md bg-accent px-4 py-3 font-semibold text-accent-foreground focus:not-sr-only focus:mt-4 focus:inline-block"
      >
        Skip past the draw
      </a>
      <div id={DRAW_ID} className="mt-4 flex flex-col gap-8">
        {view.rounds.map((round, index) => {
          const byes = round.matches.filter((match) => match.bye).length;
          return (
            <section key={round.name} data-round aria-labelledby={roundId(index)}>
              <h3 id={roundId(index)} className="scroll-mt-24 text-xl font-bold">
                {round.name}
                {byes > 0 ? (
                  <span className="text-base font-normal text-muted-foreground">
                    {' '}
                    ({plural(round.matches.length - byes, 'match', 'matches')},{' '}
                    {plural(byes, 'bye', 'byes')})
                  </span>
                ) : null}
              </h3>
              <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {round.matches.map((match) => (
                  <DrawMatch
                    key={match.id}
                    match={match}
                    nextRound={view.rounds[index + 1]?.name}
                    mayPlay={mayPlay.get(match.id)}
                  />
                ))}
              </ol>
            </section>
          );
        })}
      </div>
      <p id={DRAW_END_ID} tabIndex={-1} className="sr-only">
        End of the draw.
      </p>
    </section>
  );
}

/**
 * For each match with a side not known yet, the two entrants of the match that decides it, when
 * both are known and it has no winner yet: the teams that play it if they win.
 */
function contenders(view: DrawView): Map<string, string[]> {
  // Once the event is over (or called off), nobody plays anything next.
  if (view.phase === 'finished') return new Map();
  const byId = new Map(view.rounds.flatMap((round) => round.matches).map((m) => [m.id, m]));
  const result = new Map<string, string[]>();
  for (const match of byId.values()) {
    const names = match.sides.flatMap((side, index) => {
      const source = side ? undefined : byId.get(match.from?.[index] ?? '');
      if (!source || source.winner || !source.sides[0] || !source.sides[1]) return [];
      return [source.sides[0].name, source.sides[1].name];
    });
    if (names.length > 0) result.set(match.id, names);
  }
  return result;
}
