import EventPage from '@/app/events/[id]/page';
import HomePage from '@/app/page';
import VibgyorPage from '@/app/vibgyor/page';
import XaplotesPage from '@/app/xaplotes/page';
import { render, screen, within } from '@testing-library/react';

import { getFestEvents, getFests } from '@/lib/content/fests';
import { getAllEvents } from '@/lib/events/content';
import { drawHeadline, getDrawView } from '@/lib/events/draw/headline';
import { getDraws } from '@/lib/events/draw/load';
import { eventPath } from '@/lib/events/paths';
import { DrawSection } from '@/components/events/draw-section';
import { FEST_EVENTS_AHEAD, FEST_EVENTS_OVER } from '@/components/fests/fest-events';

let now = new Date();
// When the page is read: its build's moment unless a test moves it on.
let readAt: Date | undefined;
// The site's clock, pinned per test as NEXT_PUBLIC_SITE_NOW pins it for a build.
jest.mock('@/lib/clock/build', () => ({
  buildNow: () => now,
  pinnedNow: () => now,
}));
// The page's clock in the browser (lib/clock/page.ts).
jest.mock('@/lib/clock/page', () => ({
  ...jest.requireActual<object>('@/lib/clock/page'),
  pageNow: () => (readAt ?? now).getTime(),
}));
afterEach(() => (readAt = undefined));
// The share and calendar card (its ics package loads as ESM only outside Node's environment) is
// not what these tests read.
jest.mock('@/components/events/event-share-calendar', () => ({ EventShareCalendar: () => null }));
const FEST_PAGES = { xaplotes: XaplotesPage, vibgyor: VibgyorPage };

// The pages on a fest day and before the fest, with the site's clock pinned the way a preview
// or a test build pins it (NEXT_PUBLIC_SITE_NOW). The day is found through the loaders: the
// first day any draw has a match.

const firstMatch = getDraws()
  .flatMap((draw) => draw.rounds.flat())
  .filter((match) => match.startsAt)
  .sort((a, b) => Date.parse(a.startsAt!) - Date.parse(b.startsAt!))[0]!;

/** Renders a page with the clock pinned at `at`. */
function renderAt(at: string, Page: () => React.ReactElement) {
  now = new Date(at);
  return render(<Page />);
}

describe('a fest day', () => {
  // An hour after the first match began: it has started, so its result (if any) shows.
  const during = new Date(Date.parse(firstMatch.startsAt!) + 60 * 60_000).toISOString();

  it('the home page leads with "Today\'s matches"', () => {
    renderAt(during, HomePage);
    const section = screen.getByRole('region', { name: "Today's matches" });
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings[0]).toHaveTextContent("Today's matches");
    expect(within(section).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('each fest page shows its own events’ matches of the day', () => {
    let shown = 0;
    for (const fest of getFests()) {
      const { unmount } = renderAt(during, FEST_PAGES[fest.id]);
      const section = screen.queryByRole('region', { name: "Today's matches" });
      const drawn = fest.eventIds.filter((id) => getDraws().some((draw) => draw.eventId === id));
      if (section) {
        shown += 1;
        // Every link (a match, or the match that decides an entrant) goes to one of its events.
        for (const link of within(section).getAllByRole('link')) {
          const own = drawn.some((id) =>
            link.getAttribute('href')?.startsWith(`${eventPath(id)}#`),
          );
          expect(own).toBe(true);
        }
      }
      unmount();
    }
    expect(shown).toBeGreaterThan(0);
  });
});

describe('an event page', () => {
  const drawn = getAllEvents().find((event) =>
    getDraws().some((draw) => draw.eventId === event.id && draw.rounds[0]!.includes(firstMatch)),
  )!;
  const headingsAt = async (at: string) => {
    now = new Date(at);
    const { unmount } = render(await EventPage({ params: Promise.resolve({ id: drawn.id }) }));
    const order = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => text === 'Draw and results' || text === 'Event Details');
    unmount();
    return order;
  };

  it('leads with the draw while its event runs, with the details first before and after', async () => {
    const start = Date.parse(firstMatch.startsAt!);
    const day = 24 * 60 * 60_000;
    expect(await headingsAt(new Date(start + 60 * 60_000).toISOString())).toEqual([
      'Draw and results',
      'Event Details',
    ]);
    expect(await headingsAt(new Date(start - day).toISOString())).toEqual([
      'Event Details',
      'Draw and results',
    ]);
    expect(await headingsAt(new Date(Date.parse(drawn.endsAt) + day).toISOString())).toEqual([
      'Event Details',
      'Draw and results',
    ]);
  });
});

describe('a page read after it was built (an open tab, the offline copy)', () => {
  // A knockout with matches on more than one day: built on its first morning, read later.
  const draw = getDraws().find(
    (candidate) =>
      new Set(candidate.rounds.flat().flatMap((match) => match.startsAt?.slice(0, 10) ?? [])).size >
      1,
  )!;
  const event = getAllEvents().find((entry) => entry.id === draw.eventId)!;
  const starts = draw.rounds.flat().flatMap((match) => (match.startsAt ? [match] : []));
  const first = starts.reduce((a, b) =>
    Date.parse(a.startsAt!) <= Date.parse(b.startsAt!) ? a : b,
  );
  // The first match of a later day, a minute before it starts.
  const later = starts
    .filter((match) => match.startsAt!.slice(0, 10) !== first.startsAt!.slice(0, 10))
    .reduce((a, b) => (Date.parse(a.startsAt!) <= Date.parse(b.startsAt!) ? a : b));
  const builtAt = new Date(Date.parse(first.startsAt!) + 30 * 60_000);
  const page = async () => render(await EventPage({ params: Promise.resolve({ id: event.id }) }));

  it('says what is next at the time it is read, in the title block and the draw', async () => {
    now = builtAt;
    readAt = new Date(Date.parse(later.startsAt!) - 60_000);
    const expected = drawHeadline(getDrawView(event, readAt), readAt)!;
    expect(expected).toMatch(/^Next: /);
    expect(expected).not.toBe(drawHeadline(getDrawView(event, builtAt), builtAt));
    await page();
    const links = screen.getAllByRole('link', { name: expected });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#draw-heading',
      `#round-${later.round}`,
    ]);
  });

  it('says nothing is next once the event has ended', async () => {
    now = builtAt;
    readAt = new Date(Date.parse(event.endsAt) + 60_000);
    await page();
    expect(screen.queryByText(/^Next: /)).not.toBeInTheDocument();
  });
});

describe('pinned before the fest', () => {
  it('shows no "Today\'s matches" and no result', () => {
    const before = new Date(Date.parse(firstMatch.startsAt!) - 30 * 24 * 60 * 60_000).toISOString();
    renderAt(before, HomePage);
    expect(screen.queryByRole('region', { name: "Today's matches" })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Champion:/)).not.toBeInTheDocument();
  });

  it('every draw shows without results', () => {
    now = new Date(Date.parse(firstMatch.startsAt!) - 24 * 60 * 60_000);
    for (const draw of getDraws()) {
      const event = getAllEvents().find((entry) => entry.id === draw.eventId)!;
      const { unmount } = render(
        <DrawSection
          event={event}
          view={getDrawView(event)!}
          entrants={draw.entrants}
          under18={draw.under18}
        />,
      );
      expect(screen.getByRole('region', { name: 'Draw and results' })).toBeInTheDocument();
      expect(screen.queryByText(/ won( |$)/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Champion:/)).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('a fest page before and after its events', () => {
  it('invites registration while some are to come, and says they are over after the last', () => {
    for (const fest of getFests()) {
      const events = getFestEvents(fest);
      const first = Math.min(...events.map((event) => Date.parse(event.startsAt)));
      const last = Math.max(...events.map((event) => Date.parse(event.endsAt)));
      const count = events.length;
      const section = () => screen.getByRole('region', { name: `Events at ${fest.name}` });
      const glance = () => screen.getByText('At a glance').closest('div')!;

      let view = renderAt(new Date(first - 24 * 60 * 60_000).toISOString(), FEST_PAGES[fest.id]);
      expect(within(section()).getByText(FEST_EVENTS_AHEAD)).toBeInTheDocument();
      expect(within(glance()).getByText(`${count} on the calendar`)).toBeInTheDocument();
      view.unmount();

      view = renderAt(new Date(last).toISOString(), FEST_PAGES[fest.id]);
      expect(within(section()).getByText(FEST_EVENTS_OVER)).toBeInTheDocument();
      expect(within(section()).queryByText(FEST_EVENTS_AHEAD)).not.toBeInTheDocument();
      expect(within(glance()).getByText(`0 to come, ${count} past`)).toBeInTheDocument();
      view.unmount();
    }
  });

  it('built before its events and read after the last, says they are over', () => {
    for (const fest of getFests()) {
      const events = getFestEvents(fest);
      if (events.length === 0) continue;
      const first = Math.min(...events.map((event) => Date.parse(event.startsAt)));
      const last = Math.max(...events.map((event) => Date.parse(event.endsAt)));
      readAt = new Date(last + 60_000);
      const view = renderAt(new Date(first - 24 * 60 * 60_000).toISOString(), FEST_PAGES[fest.id]);
      const section = screen.getByRole('region', { name: `Events at ${fest.name}` });
      expect(within(section).getByText(FEST_EVENTS_OVER)).toBeInTheDocument();
      const glance = screen.getByText('At a glance').closest('div')!;
      expect(within(glance).getByText(`0 to come, ${events.length} past`)).toBeInTheDocument();
      view.unmount();
    }
  });
});
