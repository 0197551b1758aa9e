import { cleanup, render, screen, within } from '@testing-library/react';

import type { ContentFile } from '@/lib/content/parse';
import { parseDraws } from '@/lib/events/draw/load';
import { drawAsOf, matchesOn } from '@/lib/events/draw/view';
import { DRAW_FINDER_ID } from '@/components/events/draw-ids';
import { TodaysMatches } from '@/components/events/todays-matches';

// The build's clock and the page's (the moment it is read), per test.
let builtAt = new Date('2025-04-08T12:00:00+05:30');
let readAt = builtAt;
jest.mock('@/lib/clock/build', () => ({ buildNow: () => builtAt, pinnedNow: () => builtAt }));
jest.mock('@/lib/clock/page', () => ({
  ...jest.requireActual<object>('@/lib/clock/page'),
  pageNow: () => readAt.getTime(),
}));

const START = '2025-04-08T09:00:00+05:30';
/** A knockout of `entrants`, all on April 8: the first round at 9:00, one round an hour later
 * each, on two boards. */
const chessDraw = (entrants: string[]) => {
  const rounds = Math.log2(entrants.length);
  return parseDraws(
    [
      {
        file: 'content/draws/chess.json',
        data: {
          entrants: entrants.join('\n'),
          rounds: Array.from({ length: rounds }, (_, index) => ({
            startsAt: `2025-04-08T${String(9 + index * 5).padStart(2, '0')}:00:00+05:30`,
            courts: ['Board 1', 'Board 2'],
            matchMinutes: 60,
          })),
          results: [{ match: `r1-m1: Ann v ${entrants.at(-1)}`, winner: 'Ann', score: '1-0' }],
        },
      } satisfies ContentFile,
    ],
    ['chess'],
  )[0]!;
};
let draw = chessDraw(['Ann', 'Bea', 'Cal', 'Dev']);

/** The day's matches as built at `now`, read at `read` (by default when built). */
const renderAt = (now: string, read = now, ofOneEvent = false) => {
  builtAt = new Date(now);
  readAt = new Date(read);
  const view = drawAsOf(draw, new Date(now), START);
  const matches = matchesOn(view, '2025-04-08').map((match) => {
    const round = view.rounds.findIndex((r) => r.name === match.roundName);
    return {
      eventId: 'chess',
      eventTitle: 'Chess Open',
      eventLocation: 'Seminar Hall',
      match,
      round: round + 1,
      roundMatches: view.rounds[round]!.matches.length,
    };
  });
  render(<TodaysMatches matches={matches} ofOneEvent={ofOneEvent} />);
};

describe('TodaysMatches', () => {
  it('names an entrant not known yet by the match that decides it', () => {
    renderAt('2025-04-08T12:00:00+05:30');
    const final = screen.getByRole('link', { name: 'Chess Open: Final' }).closest('li')!;
    // Its time, its board, and where the event is played (a board's name alone says no building).
    expect(final.querySelector('p')).toHaveTextContent(/^2:00 PM, Board 1, Seminar Hall$/);
    expect(final).toHaveTextContent('Ann v Winner of Semi-finals match 2');
    expect(
      within(final).getByRole('link', { name: 'Winner of Semi-finals match 2' }),
    ).toHaveAttribute('href', '/events/chess/#match-r1-m2');
    expect(screen.getByText('Ann won 1-0')).toBeInTheDocument();
  });

  it('on its event’s own page, leaves the venue to the details that follow', () => {
    renderAt('2025-04-08T12:00:00+05:30', undefined, true);
    const final = screen.getByRole('link', { name: 'Final' }).closest('li')!;
    expect(final.querySelector('p')).toHaveTextContent(/^2:00 PM, Board 1$/);
    expect(screen.queryByText(/Seminar Hall/)).not.toBeInTheDocument();
  });

  it('leads a player on the event’s own page to the draw’s finder, and only there', () => {
    renderAt('2025-04-08T12:00:00+05:30', undefined, true);
    const find = screen.getByRole('link', { name: 'Find your match in the draw' });
    expect(find).toHaveAttribute('href', `#${DRAW_FINDER_ID}`);
    // Offered only where JavaScript can narrow the draw.
    expect(find.closest('[data-needs-js]')).not.toBeNull();
    cleanup();
    renderAt('2025-04-08T12:00:00+05:30');
    expect(screen.queryByRole('link', { name: /Find your match/ })).not.toBeInTheDocument();
  });

  it('names both sides by their matches before the first results show', () => {
    renderAt('2025-04-08T08:00:00+05:30');
    const final = screen.getByRole('link', { name: 'Chess Open: Final' }).closest('li')!;
    expect(final).toHaveTextContent(
      'Winner of Semi-finals match 1 v Winner of Semi-finals match 2',
    );
    expect(screen.queryByText(/won/)).not.toBeInTheDocument();
  });

  it('names its day instead of "today" when read after that day', () => {
    const built = '2025-04-08T12:00:00+05:30';
    renderAt(built, '2025-04-08T23:59:00+05:30');
    expect(screen.getByRole('region', { name: "Today's matches" })).toBeInTheDocument();
    cleanup();
    // Just after midnight in Kolkata: an open tab, or the copy saved for offline reading.
    renderAt(built, '2025-04-09T00:00:00+05:30');
    expect(screen.getByRole('region', { name: 'Matches on April 8' })).toBeInTheDocument();
    expect(screen.queryByText("Today's matches")).not.toBeInTheDocument();
  });

  it('sums up an event with more than four matches in the day by round, linking to each round', () => {
    draw = chessDraw(['Ann', 'Bea', 'Cal', 'Dev', 'Eve', 'Fay', 'Gus', 'Hal']);
    try {
      renderAt('2025-04-08T08:00:00+05:30');
    } finally {
      draw = chessDraw(['Ann', 'Bea', 'Cal', 'Dev']);
    }
    const items = screen
      .getByRole('region', { name: "Today's matches" })
      .querySelectorAll('ol > li');
    expect(items).toHaveLength(1);
    const card = items[0] as HTMLElement;
    const [where, what] = card.querySelectorAll(':scope > p');
    expect(where).toHaveTextContent(/^Seminar Hall$/);
    expect(what).toHaveTextContent(/^Chess Open: 7 matches$/);
    expect(within(card).getByRole('link', { name: 'Chess Open' })).toHaveAttribute(
      'href',
      '/events/chess/#draw-heading',
    );
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Quarter-finals: 4 matches from 9:00 AM',
      'Semi-finals: 2 matches from 2:00 PM',
      'Final: 1 match at 7:00 PM',
    ]);
    expect(within(card).getByRole('link', { name: 'Semi-finals' })).toHaveAttribute(
      'href',
      '/events/chess/#round-2',
    );
  });
});
