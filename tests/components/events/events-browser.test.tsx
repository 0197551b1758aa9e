import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { EventsBrowser, type BrowsableEvent } from '@/components/events/events-browser';

// The page's clock: each test sets the moment.
let mockNow = 0;
jest.mock('@/lib/clock/page', () => ({ pageNow: () => mockNow }));

const DAY = 24 * 60 * 60 * 1000;

/** Fixture events: one ended on day 1, one on day 3, one still to come, one with no end. */
function events(): BrowsableEvent[] {
  const event = (id: string, title: string, endedFrom: number | null): BrowsableEvent => ({
    id,
    title,
    description: `${title} description`,
    category: 'Chess',
    endedFrom,
    card: <article data-testid="card">{title}</article>,
  });
  return [
    event('first', 'First Cup', DAY),
    event('second', 'Second Open', 3 * DAY),
    event('third', 'Third Cup', 10 * DAY),
    event('later', 'Postponed Open', null),
  ];
}

function cardsIn(element: HTMLElement): string[] {
  return within(element)
    .queryAllByTestId('card')
    .map((card) => card.textContent ?? '');
}

/** The count as shown: without the longer form it may keep room for, unseen (aria-hidden). */
function shownCount(): string {
  const status = screen.getByRole('status').cloneNode(true) as HTMLElement;
  status.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return status.textContent ?? '';
}

/** The longer count the line keeps room for, if any. */
function reservedCount(): string | undefined {
  return screen.getByRole('status').querySelector('[aria-hidden="true"]')?.textContent ?? undefined;
}

describe('EventsBrowser', () => {
  // The list writes its filters into the address: each test starts from a clean one.
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('lists events to come first, then "Past events", most recent first, and counts both', () => {
    mockNow = 5 * DAY;
    render(<EventsBrowser events={events()} categories={['Chess']} builtAt={5 * DAY} />);
    const past = screen.getByRole('region', { name: 'Past events' });
    expect(cardsIn(past)).toEqual(['Second Open', 'First Cup']);
    const upcoming = screen.getAllByRole('list')[0]!;
    expect(cardsIn(upcoming)).toEqual(['Third Cup', 'Postponed Open']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 4 events: 2 to come, 2 past');
  });

  it('applies the search to both lists and says what it shows', async () => {
    mockNow = 5 * DAY;
    render(<EventsBrowser events={events()} categories={['Chess']} builtAt={5 * DAY} />);
    await userEvent.type(screen.getByRole('searchbox'), 'cup');
    expect(cardsIn(screen.getByRole('region', { name: 'Past events' }))).toEqual(['First Cup']);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 4 events match: 1 to come, 1 past');
  });

  it('says no upcoming event matches when only past ones do, and no event when none does', async () => {
    mockNow = 5 * DAY;
    render(<EventsBrowser events={events()} categories={['Chess']} builtAt={5 * DAY} />);
    await userEvent.type(screen.getByRole('searchbox'), 'second');
    expect(cardsIn(screen.getByRole('region', { name: 'Past events' }))).toEqual(['Second Open']);
    expect(
      screen.getByText('No upcoming events match your search: the past events below do.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 of 4 events match: none to come, 1 past',
    );
    expect(screen.queryByText(/^No events match/)).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'nothing like it');
    expect(
      screen.getByText('No events match your search. Try another word or category.'),
    ).toBeInTheDocument();
    // Nothing shown, nothing to split into to come and past, and said once: no empty "Past
    // events" under it.
    expect(screen.getByRole('status').textContent).toBe('0 of 4 events match');
    expect(screen.queryByRole('region', { name: 'Past events' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No past events match/)).not.toBeInTheDocument();
  });

  it('says none is to come once every event is over, and that the next will be announced', () => {
    const over = events().filter((event) => event.endedFrom !== null);
    mockNow = 20 * DAY;
    render(<EventsBrowser events={over} categories={['Chess']} builtAt={20 * DAY} />);
    expect(shownCount()).toBe('Showing all 3 events: none to come, 3 past');
    expect(screen.getByText('The next events will be announced here.')).toBeInTheDocument();
    expect(cardsIn(screen.getByRole('region', { name: 'Past events' }))).toEqual([
      'Third Cup',
      'Second Open',
      'First Cup',
    ]);
  });

  it('says once that nothing matches when every event is over, not that the next will come', async () => {
    const over = events().filter((event) => event.endedFrom !== null);
    mockNow = 20 * DAY;
    render(<EventsBrowser events={over} categories={['Chess']} builtAt={20 * DAY} />);
    await userEvent.type(screen.getByRole('searchbox'), 'nothing like it');
    expect(
      screen.getByText('No events match your search. Try another word or category.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The next events will be announced here.')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Past events' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No past events match/)).not.toBeInTheDocument();
  });

  it('says no past event matches when only events to come do', async () => {
    mockNow = 5 * DAY;
    render(<EventsBrowser events={events()} categories={['Chess']} builtAt={5 * DAY} />);
    await userEvent.type(screen.getByRole('searchbox'), 'third');
    expect(cardsIn(screen.getAllByRole('list')[0]!)).toEqual(['Third Cup']);
    expect(
      within(screen.getByRole('region', { name: 'Past events' })).getByText(
        'No past events match your search.',
      ),
    ).toBeInTheDocument();
  });

  it('has no "Past events" and the spec\'s count before any event ends', () => {
    mockNow = 0;
    render(<EventsBrowser events={events()} categories={['Chess']} builtAt={0} />);
    expect(screen.queryByRole('region', { name: 'Past events' })).not.toBeInTheDocument();
    expect(shownCount()).toBe('Showing all 4 events');
  });

  it('keeps the room of its longer count (it wraps on a phone) while an event ends within two days', () => {
    mockNow = 0;
    // The first event ends on day 1: the line lays out its longer form, unseen, from the start.
    const { unmount } = render(
      <EventsBrowser events={events()} categories={['Chess']} builtAt={0} />,
    );
    expect(shownCount()).toBe('Showing all 4 events');
    expect(reservedCount()).toBe('Showing all 4 events: 3 to come, 1 past');
    unmount();
    // Built more than two days before the first end: nothing kept (the next build will be).
    mockNow = -3 * DAY;
    const early = render(
      <EventsBrowser events={events()} categories={['Chess']} builtAt={-3 * DAY} />,
    );
    expect(shownCount()).toBe('Showing all 4 events');
    expect(reservedCount()).toBeUndefined();
    early.unmount();
    // Once one has ended, the line says so itself.
    mockNow = 2 * DAY;
    render(<EventsBrowser events={events()} categories={['Chess']} builtAt={0} />);
    expect(shownCount()).toBe('Showing all 4 events: 3 to come, 1 past');
    expect(reservedCount()).toBeUndefined();
  });

  it('never goes back before its build on a phone whose clock is behind', () => {
    mockNow = 0;
    render(<EventsBrowser events={events()} categories={['Chess']} builtAt={5 * DAY} />);
    expect(cardsIn(screen.getByRole('region', { name: 'Past events' }))).toEqual([
      'Second Open',
      'First Cup',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 to come, 2 past');
  });

  describe('keeps its filters in the address', () => {
    it('writes the search and category into the query, without new history entries', async () => {
      mockNow = 5 * DAY;
      window.history.replaceState(null, '', '/events/#list');
      const entries = window.history.length;
      render(
        <EventsBrowser events={events()} categories={['Chess', 'Football']} builtAt={5 * DAY} />,
      );
      expect(window.location.search).toBe('');
      await userEvent.type(screen.getByRole('searchbox'), 'cup');
      await userEvent.selectOptions(screen.getByRole('combobox'), 'Chess');
      expect(window.location.pathname + window.location.search + window.location.hash).toBe(
        '/events/?q=cup&category=Chess#list',
      );
      await userEvent.clear(screen.getByRole('searchbox'));
      await userEvent.selectOptions(screen.getByRole('combobox'), 'all');
      expect(window.location.search).toBe('');
      expect(window.history.length).toBe(entries);
    });

    it('shows the list as the address left it (coming Back from an event)', () => {
      mockNow = 5 * DAY;
      window.history.replaceState(null, '', '/events/?q=open&category=Chess');
      render(
        <EventsBrowser events={events()} categories={['Chess', 'Football']} builtAt={5 * DAY} />,
      );
      expect(screen.getByRole('searchbox')).toHaveValue('open');
      expect(screen.getByRole('combobox')).toHaveValue('Chess');
      expect(screen.getByRole('status')).toHaveTextContent('2 of 4 events match');
      expect(window.location.search).toBe('?q=open&category=Chess');
    });

    it('follows a link in the site to the list with other filters (the header’s Events)', () => {
      const navigation = new EventTarget();
      Object.defineProperty(window, 'navigation', { configurable: true, value: navigation });
      mockNow = 5 * DAY;
      window.history.replaceState(null, '', '/events/?q=open&category=Chess');
      render(
        <EventsBrowser events={events()} categories={['Chess', 'Football']} builtAt={5 * DAY} />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('2 of 4 events match');
      // Next pushes the new address and keeps the page: the Navigation API says so.
      act(() => {
        window.history.pushState(null, '', '/events/');
        navigation.dispatchEvent(
          Object.assign(new Event('currententrychange'), { navigationType: 'push' }),
        );
      });
      expect(screen.getByRole('searchbox')).toHaveValue('');
      expect(screen.getByRole('combobox')).toHaveValue('all');
      expect(screen.getByRole('status')).toHaveTextContent('Showing all 4 events');
      expect(window.location.search).toBe('');
      Reflect.deleteProperty(window, 'navigation');
    });

    it('ignores a category the list does not have', () => {
      mockNow = 5 * DAY;
      window.history.replaceState(null, '', '/events/?category=Curling');
      render(<EventsBrowser events={events()} categories={['Chess']} builtAt={5 * DAY} />);
      expect(screen.getByRole('combobox')).toHaveValue('all');
      expect(screen.getByRole('status')).toHaveTextContent('Showing all 4 events');
    });
  });
});
