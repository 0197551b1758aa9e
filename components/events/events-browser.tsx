'use client';

import * as React from 'react';

import { pageNow } from '@/lib/clock/page';
import { reserveUntil } from '@/lib/clock/steps';
import { watchPageClock } from '@/lib/clock/watch';
import type { EventCategory } from '@/lib/events/content';
import { splitAt, toComeAndPast, type ListEnding } from '@/lib/events/split';
import { onPushNavigation } from '@/lib/hooks/on-push-navigation';
import { OneCell } from '@/components/common/one-cell';
import { Search } from '@/components/icons/page-icons';

import { filterEvents, filtersSearch, readFilters, type SearchableEvent } from './filter-events';

/**
 * An event's searchable fields, its card (rendered on the server) and when it ends for the list
 * (ms since the epoch; null: never, such as a postponed event).
 */
export type BrowsableEvent = SearchableEvent & ListEnding & { card: React.ReactNode };

export type EventsBrowserProps = {
  /** Earliest first. */
  events: BrowsableEvent[];
  categories: EventCategory[];
  /** The build's now (ms): what the HTML shows. */
  builtAt: number;
};

/** The latest of `ends` (ascending) at or before `now`; -1 when none. */
function lastPassed(ends: readonly number[], now: number): number {
  return ends.filter((end) => end <= now).pop() ?? -1;
}

/**
 * Search and category filter over the pre-rendered event cards. The cards themselves are
 * server components passed in ready-made: this client component only chooses which to show,
 * so their code never ships to the browser and hydration stays small.
 */
export function EventsBrowser({ events, categories, builtAt }: EventsBrowserProps) {
  const [query, setQuery] = React.useState('');
  const [category, setCategory] = React.useState<EventCategory | 'all'>('all');
  const searchRef = React.useRef<HTMLInputElement>(null);
  const categoryRef = React.useRef<HTMLSelectElement>(null);

  const kept = React.useRef(false);

  // A search typed (or a category chosen) before the page became interactive stays and applies;
  // otherwise the address's (?q=…&category=…): coming Back from an event finds the list as left.
  React.useEffect(() => {
    const fromAddress = readFilters(window.location.search, categories);
    const typed = searchRef.current?.value || fromAddress.query;
    const chosen =
      categories.find((name) => name === categoryRef.current?.value) ?? fromAddress.category;
    // Reading what the visitor already did can only happen once React runs, so it is an effect.
    if (typed) setQuery(typed);
    if (chosen !== 'all') setCategory(chosen);
    // A link in the site to this list with other filters (the header's Events on a searched
    // list) keeps this page as it is (Next changes only the address): the list follows it.
    return onPushNavigation(() => {
      const now = readFilters(window.location.search, categories);
      setQuery(now.query);
      setCategory(now.category);
    });
  }, [categories]);

  // The address keeps the filters, replacing (not adding) history entries; not on the first run,
  // which would write the defaults over an address's own filters before they are read.
  React.useEffect(() => {
    if (!kept.current) {
      kept.current = true;
      return;
    }
    const { pathname, hash } = window.location;
    try {
      window.history.replaceState(
        null,
        '',
        `${pathname}${filtersSearch({ query, category })}${hash}`,
      );
    } catch {
      // Safari refuses more than 100 changes in 10 s; the list itself is right regardless.
    }
  }, [query, category]);
  // Events to come (and on now) first, then the past ones, most recent first: as of the build in
  // the HTML, as of the page's clock once it runs (and again at each event's end).
  const ends = React.useMemo(
    () =>
      events
        .map((event) => event.endedFrom)
        .filter((time): time is number => time !== null)
        .sort((a, b) => a - b),
    [events],
  );
  const subscribe = React.useCallback(
    (onChange: () => void) => watchPageClock(ends, onChange),
    [ends],
  );
  // The last end the clock has passed: a number that changes only when an event ends.
  const passed = React.useSyncExternalStore(
    subscribe,
    // Never before the build: a phone whose clock is behind does not bring past events back.
    () => lastPassed(ends, Math.max(pageNow(), builtAt)),
    () => lastPassed(ends, builtAt),
  );
  const { upcoming, past } = React.useMemo(() => splitAt(events, passed), [events, passed]);
  const visible = filterEvents(upcoming, query, category);
  const visiblePast = filterEvents(past, query, category);
  const shown = visible.length + visiblePast.length;
  const nothingMatches = shown === 0 && events.length > 0;
  const count = countText(shown, events.length, past.length > 0 ? visiblePast.length : undefined);
  // Once an event is over, the count also says how many are past, and may wrap on a phone. While
  // none is yet and one ends within the page's room ahead (reserveUntil, as TimeSwitch keeps),
  // the line keeps the room of that longer form from the start: laid out under it, unseen.
  const longer =
    past.length === 0 && ends.some((time) => time <= reserveUntil(new Date(builtAt)))
      ? countText(shown, events.length, Math.min(1, shown))
      : undefined;

  return (
    <div className="flex flex-col gap-8">
      {/* Only JavaScript filters the list: without it the search is not offered (app/layout.tsx),
          and every event is listed below. */}
      <div
        role="search"
        aria-label="Find an event"
        data-needs-js=""
        className="grid gap-4 sm:grid-cols-[1fr_16rem]"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="event-search" className="font-semibold">
            Search events
          </label>
          <div className="relative">
            <input
              ref={searchRef}
              id="event-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Title or description"
              className="h-12 w-full rounded-md border-2 border-input bg-background pr-3 pl-10 text-base placeholder:text-muted-foreground"
            />
            {/* After the input, which gives the box its height: drawn before it arrived, the
                icon sat 24 px higher and moved. */}
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="event-category" className="font-semibold">
            Category
          </label>
          <select
            ref={categoryRef}
            id="event-category"
            value={category}
            onChange={(event) => setCategory(event.target.value as EventCategory | 'all')}
            className="h-12 w-full rounded-md border-2 border-input bg-background px-3 text-base"
          >
            <option value="all">All Categories</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="text-muted-foreground">
        {longer === undefined ? count : <OneCell as="span" versions={[count, longer]} shown={0} />}
      </p>
      {visible.length > 0 ? (
        <EventGrid events={visible} />
      ) : (
        <p className="rounded-lg bg-muted p-8 text-center">
          {nothingMatches
            ? 'No events match your search. Try another word or category.'
            : upcoming.length === 0
              ? 'The next events will be announced here.'
              : 'No upcoming events match your search: the past events below do.'}
        </p>
      )}
      {/* A search that matches nothing says so once, above: no empty "Past events" under it. */}
      {past.length > 0 && !nothingMatches ? (
        <section aria-labelledby="past-events" className="flex flex-col gap-6">
          <h2 id="past-events" className="text-2xl font-extrabold">
            Past events
          </h2>
          {visiblePast.length > 0 ? (
            <EventGrid events={visiblePast} />
          ) : (
            <p className="text-muted-foreground">No past events match your search.</p>
          )}
        </section>
      ) : null}
    </div>
  );
}

/**
 * "Showing all 8 events"; with past events, how many of those shown are to come and past (none
 * when the search matches none).
 */
function countText(shown: number, total: number, past?: number): string {
  const main =
    shown === total ? `Showing all ${total} events` : `${shown} of ${total} events match`;
  return past === undefined || shown === 0 ? main : `${main}: ${toComeAndPast(shown - past, past)}`;
}

function EventGrid({ events }: { events: BrowsableEvent[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>{event.card}</li>
      ))}
    </ul>
  );
}
