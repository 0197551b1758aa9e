import { winnerOf, type ViewMatch } from '@/lib/events/draw/view';
import { cn, formatDayMonth, formatTime } from '@/lib/utils';

export type DrawMatchProps = {
  match: ViewMatch;
  /** The name of the round after (where a bye goes). */
  nextRound?: string;
  /**
   * Who may still play it, where a side is not known yet but the match that decides it has both
   * its entrants: "Find your team or player" shows a team the match it plays if it wins.
   */
  mayPlay?: string[];
};

/** "April 8, 9:30 AM": the day without its year (the event page names the year). */
export function matchTime(startsAt: string): string {
  return `${formatDayMonth(startsAt)}, ${formatTime(startsAt)}`;
}

/**
 * One match of the draw as a list item with its own address (#match-r1-m3): when and where, the
 * two entrants and the result once it shows. `data-entrants` lets "Find your team or player"
 * pick an entrant's matches without shipping the draw to the browser twice (`data-bye`: a bye,
 * which it shows without counting it as a match).
 */
export function DrawMatch({ match, nextRound, mayPlay = [] }: DrawMatchProps) {
  const [a, b] = match.sides;
  const names = [a?.name, b?.name].filter(Boolean).join('\n');
  const possible = mayPlay.length > 0 ? mayPlay.join('\n') : undefined;
  // Its own link: "Match 3", or for a bye (not a match to turn up for, and not called one)
  // "Bye", named for its entrant.
  const label = (
    <a
      href={`#match-${match.id}`}
      aria-label={
        match.bye
          ? `Bye for ${(a ?? b)?.name}, ${match.roundName}`
          : `Match ${match.number}, ${match.roundName}`
      }
      className="font-semibold text-foreground hover:underline"
    >
      {match.bye ? 'Bye' : <>Match {match.number}</>}
    </a>
  );
  const item = 'scroll-mt-24 rounded-lg border break-words target:ring-2 target:ring-accent-strong';
  if (match.bye) {
    // A bye is not a match to turn up for: one line, dashed, so the games stand out on a phone,
    // and not called one. It keeps its place's number in the draw (the address #match-r1-m3
    // and the results editor count places), so the matches' numbers skip the byes between them.
    return (
      <li
        id={`match-${match.id}`}
        data-entrants={names}
        data-bye=""
        className={cn(item, 'border-dashed px-3 py-2 text-sm')}
      >
        <p>
          {label}: <MatchSide match={match} side={a ? 0 : 1} seed /> goes straight through to the{' '}
          {nextRound ?? 'next round'}
        </p>
      </li>
    );
  }
  return (
    <li
      id={`match-${match.id}`}
      data-entrants={names}
      data-may-play={possible}
      className={cn(item, 'bg-card p-3')}
    >
      <p className="flex flex-wrap justify-between gap-x-3 text-sm text-muted-foreground">
        {label}
        <span>
          {match.startsAt ? matchTime(match.startsAt) : 'Time to be announced'}
          {match.court ? `, ${match.court}` : null}
        </span>
      </p>
      <p className="mt-1">
        <MatchSide match={match} side={0} seed />
        <span className="text-muted-foreground"> v </span>
        <MatchSide match={match} side={1} seed />
      </p>
      <MatchResult match={match} className="mt-1" />
    </li>
  );
}

export type MatchSideProps = {
  match: ViewMatch;
  side: 0 | 1;
  /** The event page the draw is on, when the side is shown elsewhere ("Today's matches"). */
  eventPage?: string;
  /** Show the entrant's seed, as the draw does. */
  seed?: boolean;
};

/**
 * One side of a match: its entrant, in bold once it has won; an entrant not known yet is named
 * by the match that decides it, with a link there.
 */
export function MatchSide({ match, side, eventPage = '', seed = false }: MatchSideProps) {
  const entrant = match.sides[side];
  if (!entrant) {
    return (
      <a
        href={`${eventPage}#match-${match.from?.[side]}`}
        className="text-muted-foreground underline underline-offset-4"
      >
        {winnerOf(match, side)}
      </a>
    );
  }
  return (
    <span className={cn(match.winner?.name === entrant.name && 'font-bold')}>
      {entrant.name}
      {seed ? (
        <>
          {' '}
          <span className="text-sm whitespace-nowrap text-muted-foreground">
            (seed {entrant.seed})
          </span>
        </>
      ) : null}
    </span>
  );
}

/** "Example Tigers won 2-1", "… won by walkover": a match's result once it shows; else nothing. */
export function MatchResult({
  match,
  className,
}: {
  match: Pick<ViewMatch, 'result' | 'winner'>;
  className?: string;
}) {
  if (!match.result || !match.winner) return null;
  const how = match.result.walkover
    ? ' by walkover'
    : match.result.score
      ? ` ${match.result.score}`
      : '';
  return (
    <p className={cn('text-sm font-semibold text-accent-strong', className)}>
      {match.winner.name} won{how}
    </p>
  );
}
