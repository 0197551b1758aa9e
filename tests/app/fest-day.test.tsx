import EventPage from '@/app/events/[id]/page';
import HomePage from '@/app/page';
import VibgyorPage from '@/app/vibgyor/page';
import XaplotesPage from '@/app/xaplotes/page';
import { render, screen, within } from '@testing-library/react';

import { getFestEvents, getFests, type Fest } from '@/lib/content/fests';
import type * as FestsContent from '@/lib/content/fests';
import { getAllEvents, type Event } from '@/lib/events/content';
import type * as EventsContent from '@/lib/events/content';
import { drawHeadline, getDrawView } from '@/lib/events/draw/headline';
import { getDraws, type Draw } from '@/lib/events/draw/load';
import type * as DrawLoad from '@/lib/events/draw/load';
import { eventPath } from '@/lib/events/paths';
import { endedFrom, eventPhase } from '@/lib/events/phase';
import { DrawSection } from '@/components/events/draw-section';
import {
  FEST_EVENTS_AHEAD,
  FEST_EVENTS_OVER,
  FEST_EVENTS_SOON,
  FEST_EVENTS_UNDER_WAY,
} from '@/components/fests/fest-events';
import { festEventCount } from '@/components/fests/fest-intro';

import { CUP_END, CUP_START } from '../support/draws';
import type * as SupportDraws from '../support/draws';
import type * as SupportEvents from '../support/events';
import { SHOWN } from '../support/shown';

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
// or a test build pins it (NEXT_PUBLIC_SITE_NOW). The only knockout is a fixture: the cup of
// tests/support/draws.ts (first round April 8, 2025 at 9:00, final April 9 at 2 PM), held by a
// fixture event that the first fest lists beside its own events. Today's events, fests and
// draws may say anything: these tests read them only through the loaders.

// The mocks build that world lazily, inside their factories: a page module reads its fest when
// it is imported (its metadata), before this file's own constants exist, so each factory writes
// the cup's id out rather than reading CUP_ID.

/** The fixture event that holds the cup (an id no content/events/ file is expected to take). */
const CUP_ID = 'fixture-fest-cup';

jest.mock('@/lib/events/content', () => {
  const actual = jest.requireActual<typeof EventsContent>('@/lib/events/content');
  let events: Event[] | undefined;
  /** Today's events and the fixture that holds the cup. */
  const all = (): Event[] => {
    const support = jest.requireActual<typeof SupportEvents>('../support/events');
    const { CUP_START, CUP_END } = jest.requireActual<typeof SupportDraws>('../support/draws');
    const id = 'fixture-fest-cup';
    events ??= actual.parseEvents([
      ...actual.readEventFiles().filter((file) => file.file !== `content/events/${id}.json`),
      support.fixtureEventFile(
        {
          title: 'Fixture Fest Cup',
          startsAt: CUP_START,
          endsAt: CUP_END,
          status: 'scheduled',
          registration: support.CLOSED_REGISTRATION,
        },
        id,
      ),
    ]);
    return events;
  };
  return {
    ...actual,
    getAllEvents: all,
    getEventById: (id: string) => all().find((event) => event.id === id),
  };
});
jest.mock('@/lib/events/draw/load', () => {
  const actual = jest.requireActual<typeof DrawLoad>('@/lib/events/draw/load');
  let draw: Draw | undefined;
  /** The only draw: the fixture cup, every result recorded (Bea wins the final). */
  const cup = (): Draw =>
    (draw ??= jest
      .requireActual<typeof SupportDraws>('../support/draws')
      .cupDraw('Bea', { eventId: 'fixture-fest-cup' }));
  return {
    ...actual,
    getDraws: () => [cup()],
    getDraw: (id: string) => (id === cup().eventId ? cup() : undefined),
  };
});
jest.mock('@/lib/content/fests', () => {
  const actual = jest.requireActual<typeof FestsContent>('@/lib/content/fests');
  const events = jest.requireActual<typeof EventsContent>('@/lib/events/content');
  let fests: Fest[] | undefined;
  /** Today's fests, the first (in content/fests.json's order) also holding the cup. */
  const all = (): Fest[] => {
    const id = 'fixture-fest-cup';
    const known = [...events.getAllEvents().map((event) => event.id), id];
    fests ??= actual
      .parseFests(actual.readFestsFile().fests, known)
      .map((fest, index) => (index === 0 ? { ...fest, eventIds: [...fest.eventIds, id] } : fest));
    return fests;
  };
  return {
    ...actual,
    getFests: all,
    getFest: (id: string) => all().find((fest) => fest.id === id),
  };
});

const cupEvent = () => getAllEvents().find((event) => event.id === CUP_ID)!;
const cupMatches = () => getDraws()[0]!.rounds.flat();
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Renders a page with the clock pinned at `at`. */
function renderAt(at: string, Page: () => React.ReactElement) {
  now = new Date(at);
  return render(<Page />);
}

describe('a fest day', () => {
  // An hour after the cup's first matches began: they have started, so their results show.
  const during = new Date(Date.parse(CUP_START) + HOUR).toISOString();

  it('the home page leads with "Today\'s matches"', () => {
    renderAt(during, HomePage);
    const section = screen.getByRole('region', { name: "Today's matches" });
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings[0]).toHaveTextContent("Today's matches");
    // The cup's two first-round matches, both at 9:00.
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    for (const number of [1, 2]) {
      expect(
        within(section).getByRole('link', {
          name: `Fixture Fest Cup: Semi-finals, match ${number}`,
        }),
      ).toHaveAttribute('href', `${eventPath(CUP_ID)}#match-r1-m${number}`);
    }
  });

  it('each fest page shows its own events’ matches of the day, and only a fest with a match does', () => {
    const [holder, ...others] = getFests();
    for (const fest of getFests()) {
      const { unmount } = renderAt(during, FEST_PAGES[fest.id]);
      const section = screen.queryByRole('region', { name: "Today's matches" });
      if (fest === holder) {
        // Every link (a match, or the match that decides an entrant) goes to the cup.
        const links = within(section!).getAllByRole('link');
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) {
          expect(link.getAttribute('href')).toMatch(new RegExp(`^${eventPath(CUP_ID)}#`));
        }
      } else {
        expect(others).toContain(fest);
        expect(section).not.toBeInTheDocument();
      }
      unmount();
    }
  });
});

describe('an event page', () => {
  const renderPage = async (at: string) => {
    now = new Date(at);
    return render(await EventPage({ params: Promise.resolve({ id: CUP_ID }) }));
  };
  const headingsAt = async (at: string) => {
    const { unmount } = await renderPage(at);
    const order = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) =>
        ["Today's matches", 'Draw and results', 'Event Details'].includes(text ?? ''),
      );
    unmount();
    return order;
  };
  const onMatchDays = ["Today's matches", 'Event Details', 'Draw and results'];
  const otherwise = ['Event Details', 'Draw and results'];

  it('leads with its own matches of the day on its match days, then the details, then the draw', async () => {
    const start = Date.parse(CUP_START);
    expect(await headingsAt(new Date(start + HOUR).toISOString())).toEqual(onMatchDays);
    // Built at midnight (the daily rebuild) on its first day, before any match has started.
    expect(await headingsAt('2025-04-08T00:00:00+05:30')).toEqual(onMatchDays);
    expect(Date.parse('2025-04-08T00:00:00+05:30')).toBeLessThan(start);
    // The final's day.
    expect(await headingsAt('2025-04-09T08:00:00+05:30')).toEqual(onMatchDays);
    expect(await headingsAt('2025-04-07T23:59:00+05:30')).toEqual(otherwise);
    expect(await headingsAt(new Date(start - DAY).toISOString())).toEqual(otherwise);
    expect(await headingsAt(new Date(Date.parse(CUP_END) + DAY).toISOString())).toEqual(otherwise);
  });

  it("lists the day's matches without repeating the event's title, each linking to its match", async () => {
    const { unmount } = await renderPage(new Date(Date.parse(CUP_START) + HOUR).toISOString());
    const section = screen.getByRole('region', { name: "Today's matches" });
    // The cup's two first-round matches, both at 9:00.
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    for (const number of [1, 2]) {
      expect(
        within(section).getByRole('link', { name: `Semi-finals, match ${number}` }),
      ).toHaveAttribute('href', `${eventPath(CUP_ID)}#match-r1-m${number}`);
    }
    expect(section).not.toHaveTextContent(cupEvent().title);
    unmount();
  });
});

describe('a page read after it was built (an open tab, the offline copy)', () => {
  // The cup plays on two days: built on its first morning, read on the second.
  const first = CUP_START;
  // The final, the first (and only) match of the second day, a minute before it starts.
  const later = () => cupMatches().find((match) => match.startsAt?.startsWith('2025-04-09'))!;
  const builtAt = new Date(Date.parse(first) + 30 * 60_000);
  const page = async () => render(await EventPage({ params: Promise.resolve({ id: CUP_ID }) }));

  it('says what is next at the time it is read, in the title block and the draw', async () => {
    now = builtAt;
    readAt = new Date(Date.parse(later().startsAt!) - 60_000);
    expect(drawHeadline(getDrawView(cupEvent(), builtAt), builtAt)).toBe(
      'Next: Final, April 9, 2:00 PM',
    );
    const expected = drawHeadline(getDrawView(cupEvent(), readAt), readAt)!;
    expect(expected).toBe('Next: Final, 2:00 PM');
    await page();
    const links = screen.getAllByRole('link', { name: expected });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#draw-heading',
      `#round-${later().round}`,
    ]);
  });

  it('says nothing is next once the event has ended', async () => {
    now = builtAt;
    readAt = new Date(Date.parse(CUP_END) + 60_000);
    await page();
    expect(screen.queryByText(/^Next: /, SHOWN)).not.toBeInTheDocument();
  });
});

describe('pinned before the fest', () => {
  it('shows no "Today\'s matches" and no result', () => {
    const before = new Date(Date.parse(CUP_START) - 30 * DAY).toISOString();
    renderAt(before, HomePage);
    expect(screen.queryByRole('region', { name: "Today's matches" })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Champion:/)).not.toBeInTheDocument();
  });

  it('every draw shows without results', () => {
    now = new Date(Date.parse(CUP_START) - DAY);
    // The cup has every result recorded, the final's too.
    expect(cupMatches().every((match) => match.result)).toBe(true);
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
  /** A fest's events, and how many never end (a postponed one waits for its new dates). */
  const festFacts = (fest: Fest) => {
    const events = getFestEvents(fest);
    return {
      events,
      first: Math.min(...events.map((event) => Date.parse(event.startsAt))),
      last: Math.max(...events.map((event) => Date.parse(event.endsAt))),
      waiting: events.filter((event) => endedFrom(event) === null).length,
    };
  };
  /**
   * What the events section says at `moment`: it invites registration while one of the events
   * takes it, says they are over once all have ended, and points to the details between.
   */
  const lineAt = (events: Event[], moment: number) => {
    const phases = events.map((event) => eventPhase(event, new Date(moment)));
    if (phases.some((phase) => phase.registration.open)) return FEST_EVENTS_AHEAD;
    if (phases.every((phase) => phase.phase === 'ended')) return FEST_EVENTS_OVER;
    const started = phases.some((phase) => ['on-now', 'ended'].includes(phase.phase));
    return started ? FEST_EVENTS_UNDER_WAY : FEST_EVENTS_SOON;
  };
  /** The fests with events; the one holding the cup is always among them. */
  const festsWithEvents = () => getFests().filter((fest) => getFestEvents(fest).length > 0);

  it('invites registration only while an event takes it, and says they are over after the last', () => {
    expect(festsWithEvents().length).toBeGreaterThan(0);
    for (const fest of festsWithEvents()) {
      const { events, first, last, waiting } = festFacts(fest);
      const count = events.length;
      const section = () => screen.getByRole('region', { name: `Events at ${fest.name}` });
      const glance = () => screen.getByText('At a glance').closest('div')!;

      let view = renderAt(new Date(first - DAY).toISOString(), FEST_PAGES[fest.id]);
      expect(within(section()).getByText(lineAt(events, first - DAY), SHOWN)).toBeInTheDocument();
      expect(within(glance()).getByText(`${count} on the calendar`)).toBeInTheDocument();
      view.unmount();

      // When its first event starts (none is over yet).
      view = renderAt(new Date(first).toISOString(), FEST_PAGES[fest.id]);
      expect(lineAt(events, first)).not.toBe(FEST_EVENTS_OVER);
      expect(within(section()).getByText(lineAt(events, first), SHOWN)).toBeInTheDocument();
      view.unmount();

      view = renderAt(new Date(last).toISOString(), FEST_PAGES[fest.id]);
      expect(within(section()).getByText(lineAt(events, last), SHOWN)).toBeInTheDocument();
      expect(lineAt(events, last)).toBe(waiting > 0 ? FEST_EVENTS_UNDER_WAY : FEST_EVENTS_OVER);
      expect(
        within(glance()).getByText(festEventCount(waiting, count - waiting)),
      ).toBeInTheDocument();
      view.unmount();
    }
  });

  it('built before its events and read after the last, says they are over', () => {
    for (const fest of festsWithEvents()) {
      const { events, first, last, waiting } = festFacts(fest);
      readAt = new Date(last + 60_000);
      const view = renderAt(new Date(first - DAY).toISOString(), FEST_PAGES[fest.id]);
      const section = screen.getByRole('region', { name: `Events at ${fest.name}` });
      expect(
        within(section).getByText(waiting > 0 ? FEST_EVENTS_UNDER_WAY : FEST_EVENTS_OVER, SHOWN),
      ).toBeInTheDocument();
      const glance = screen.getByText('At a glance').closest('div')!;
      expect(
        within(glance).getByText(festEventCount(waiting, events.length - waiting)),
      ).toBeInTheDocument();
      view.unmount();
    }
  });
});
