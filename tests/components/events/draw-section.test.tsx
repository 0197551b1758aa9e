import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ContentFile } from '@/lib/content/parse';
import { parseDraws } from '@/lib/events/draw/load';
import { drawAsOf } from '@/lib/events/draw/view';
import { DrawSection } from '@/components/events/draw-section';

const START = '2025-04-08T09:00:00+05:30';

/** A chess draw of `names` in seed order, its first round at START on `courts`. */
const chessDraw = (names: string[], results: Record<string, unknown>[], courts: string[]) =>
  parseDraws(
    [
      {
        file: 'content/draws/chess.json',
        data: {
          entrants: names.join('\n'),
          rounds: [{ startsAt: START, courts, matchMinutes: 30 }],
          results,
        },
      } satisfies ContentFile,
    ],
    ['chess'],
  )[0]!;

/** Picks an entrant in "Find your team or player", as a visitor does. */
const chooseEntrant = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.selectOptions(screen.getByRole('combobox', { name: 'Find your team or player' }), name);

const entrants = ['Ann', 'Bea', 'Cal', 'Dev', 'Eve'];
const draw = chessDraw(
  entrants,
  [{ match: 'r1-m2: Dev v Eve', winner: 'Eve', walkover: true }],
  ['Board 1', 'Board 2'],
);

// An event of this fixture's id has no draw in content/: the section's "Next:" line, which reads
// the event's draw through the loaders, is tested on real draws (tests/app/fest-day.test.tsx).
const event = {
  id: 'fixture-chess',
  status: 'scheduled',
  registration: { open: false, deadlineText: 'On the spot' },
  startsAt: START,
  endsAt: '2025-04-08T18:00:00+05:30',
} as const;

/** The section of `over` (this fixture's draw by default) the day after, once the event is over. */
const renderOver = (over = draw, names = entrants) =>
  render(
    <DrawSection
      event={event}
      view={drawAsOf(over, new Date('2025-04-09T10:00:00+05:30'), START, true)}
      entrants={names}
      under18={false}
    />,
  );

const renderAt = (now: string) =>
  render(
    <DrawSection
      event={event}
      view={drawAsOf(draw, new Date(now), START)}
      entrants={entrants}
      under18={false}
    />,
  );

describe('DrawSection', () => {
  it('reads round by round as headings and lists, each match with its own address', () => {
    renderAt('2025-04-08T12:00:00+05:30');
    expect(screen.getByRole('heading', { name: 'Draw and results' })).toBeInTheDocument();
    const rounds = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(rounds).toEqual(['Quarter-finals (1 match, 3 byes)', 'Semi-finals', 'Final']);
    const lists = screen.getAllByRole('list');
    expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(4);
    const played = document.getElementById('match-r1-m2')!;
    expect(played).toHaveTextContent('Dev (seed 4) v Eve (seed 5)');
    expect(played).toHaveTextContent('April 8, 9:00 AM, Board 1');
    expect(played).toHaveTextContent('Eve won by walkover');
    expect(within(played).getByRole('link', { name: 'Match 2, Quarter-finals' })).toHaveAttribute(
      'href',
      '#match-r1-m2',
    );
    const bye = document.getElementById('match-r1-m1')!;
    expect(bye).toHaveTextContent('Bye: Ann (seed 1) goes straight through to the Semi-finals');
    expect(bye).not.toHaveTextContent('Match');
    expect(within(bye).getByRole('link', { name: 'Bye for Ann, Quarter-finals' })).toHaveAttribute(
      'href',
      '#match-r1-m1',
    );
    expect(document.getElementById('match-r2-m1')).toHaveTextContent('Ann (seed 1) v Eve (seed 5)');
  });

  it('lets the keyboard skip past the draw to a line that says where it is', () => {
    renderAt('2025-04-08T12:00:00+05:30');
    const skip = screen.getByRole('link', { name: 'Skip past the draw' });
    expect(skip).toHaveAttribute('href', '#draw-end');
    const end = document.getElementById('draw-end')!;
    expect(end).toHaveTextContent('End of the draw.');
    expect(end).toHaveAttribute('tabindex', '-1');
    // The link comes before every match, its target after the last.
    const matches = document.querySelectorAll('[id^="match-"]');
    expect(
      skip.compareDocumentPosition(matches[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      end.compareDocumentPosition(matches[matches.length - 1]!) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  });

  it('shows no result before its match has started', () => {
    renderAt('2025-03-01T10:00:00+05:30');
    expect(screen.queryByText(/won/)).not.toBeInTheDocument();
    expect(screen.getByText('Results appear here as the matches are played.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Winner of Quarter-finals match 2' })).toHaveAttribute(
      'href',
      '#match-r1-m2',
    );
  });

  it('finds one entrant’s matches from the keyboard, by the select’s name', async () => {
    const user = userEvent.setup();
    renderAt('2025-04-08T12:00:00+05:30');
    const select = screen.getByRole('combobox', { name: 'Find your team or player' });
    await user.selectOptions(select, 'Eve');
    // Her quarter-final and semi-final, and the final she plays if she wins the semi-final.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing the 2 matches of Eve, and the one they play if they win.',
    );
    expect(document.getElementById('match-r1-m1')).not.toBeVisible();
    expect(document.getElementById('match-r2-m1')).toBeVisible();
    expect(document.getElementById('match-r3-m1')).toBeVisible();

    await user.selectOptions(select, 'Whole draw');
    expect(document.getElementById('match-r1-m1')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows an entrant’s bye with its matches, not counted as one', async () => {
    const user = userEvent.setup();
    renderAt('2025-04-08T12:00:00+05:30');
    await chooseEntrant(user, 'Ann');
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing the bye and the 1 match of Ann/);
    expect(document.getElementById('match-r1-m1')).toBeVisible();
    expect(document.getElementById('match-r2-m1')).toBeVisible();
    expect(document.getElementById('match-r1-m2')).not.toBeVisible();
  });

  it('shows a team the match it plays if it wins, one round ahead only', async () => {
    const user = userEvent.setup();
    // Before any result shows: Dev v Eve decides who meets Ann in the semi-final.
    renderAt('2025-04-08T08:00:00+05:30');
    await chooseEntrant(user, 'Dev');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing the 1 match of Dev, and the one they play if they win.',
    );
    expect(document.getElementById('match-r1-m2')).toBeVisible();
    expect(document.getElementById('match-r2-m1')).toBeVisible();
    // The final waits on a semi-final whose entrants are not both known: not shown.
    expect(document.getElementById('match-r3-m1')).not.toBeVisible();
  });

  it('once the event is over, shows a team only the matches it played', async () => {
    const user = userEvent.setup();
    renderOver();
    await chooseEntrant(user, 'Eve');
    expect(screen.getByRole('status')).toHaveTextContent('Showing the 2 matches of Eve.');
    expect(document.getElementById('match-r3-m1')).not.toBeVisible();
  });

  it('puts no second full stop after a name that ends with one', async () => {
    const user = userEvent.setup();
    const players = ['Rook D.', 'Pawn E.'];
    renderOver(
      chessDraw(players, [{ match: 'r1-m1: Rook D. v Pawn E.', winner: 'Rook D.' }], ['Board 1']),
      players,
    );
    await chooseEntrant(user, 'Rook D.');
    expect(screen.getByRole('status').textContent).toBe('Showing the 1 match of Rook D.');
  });

  it('shows the whole draw again to follow a link to a match the choice hides', async () => {
    const user = userEvent.setup();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled; // jsdom lays nothing out
    renderAt('2025-04-08T08:00:00+05:30');
    const select = screen.getByRole('combobox', { name: 'Find your team or player' });
    await user.selectOptions(select, 'Ann');
    const deciding = document.getElementById('match-r1-m2')!;
    expect(deciding).not.toBeVisible();
    // Ann's semi-final names her opponent by the quarter-final that decides it.
    await user.click(screen.getByRole('link', { name: 'Winner of Quarter-finals match 2' }));
    await waitFor(() => expect(deciding).toBeVisible());
    expect(select).toHaveValue('');
    expect(scrolled.mock.contexts[0]).toBe(deciding);
  });
});
