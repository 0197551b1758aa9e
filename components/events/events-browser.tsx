'use client';

import * as React from 'react';
import { Search } from 'lucide-react';

import type { EventCategory } from '@/lib/events/content';

import { filterEvents, type SearchableEvent } from './filter-events';

/** An event's searchable fields and its card, rendered on the server. */
export type BrowsableEvent = SearchableEvent & { card: React.ReactNode };

export type EventsBrowserProps = { events: BrowsableEvent[]; categories: EventCategory[] };

/**
 * Search and category filter over the pre-rendered event cards. The cards themselves are
 * server components passed in ready-made: this client component only chooses which to show,
 * so their code never ships to the browser and hydration stays small.
 */
export function EventsBrowser({ events, categories }: EventsBrowserProps) {
  const [query, setQuery] = React.useState('');
  const [category, setCategory] = React.useState<EventCategory | 'all'>('all');
  const searchRef = React.useRef<HTMLInputElement>(null);
  const categoryRef = React.useRef<HTMLSelectElement>(null);

  // A search typed (or a category chosen) before the page became interactive stays and applies.
  React.useEffect(() => {
    const typed = searchRef.current?.value ?? '';
    const chosen = categories.find((name) => name === categoryRef.current?.value);
    // Reading what the visitor already did can only happen once React runs, so it is an effect.
    if (typed) setQuery(typed);
    if (chosen) setCategory(chosen);
  }, [categories]);
  const visible = React.useMemo(
    () => filterEvents(events, query, category),
    [events, query, category],
  );

  return (
    <div className="flex flex-col gap-8">
      <div role="search" aria-label="Find an event" className="grid gap-4 sm:grid-cols-[1fr_16rem]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="event-search" className="font-semibold">
            Search events
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <input
              ref={searchRef}
              id="event-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Title or description"
              className="h-12 w-full rounded-md border-2 border-input bg-background pr-3 pl-10 text-base"
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
        {visible.length === events.length
          ? `Showing all ${events.length} events`
          : `${visible.length} of ${events.length} events match`}
      </p>
      {visible.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((event) => (
            <li key={event.id}>{event.card}</li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg bg-muted p-8 text-center">
          No events match your search. Try another word or category.
        </p>
      )}
    </div>
  );
}
