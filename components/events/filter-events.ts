import type { Event, EventCategory } from '@/lib/events/content';

/** What the events search looks at. */
export type SearchableEvent = Pick<Event, 'id' | 'title' | 'description' | 'category'>;

/** Events whose title or description contains the query (case-insensitive), in one category or all. */
export function filterEvents<T extends SearchableEvent>(
  events: readonly T[],
  query: string,
  category: EventCategory | 'all',
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return events.filter(
    (event) =>
      (category === 'all' || event.category === category) &&
      (needle === '' ||
        event.title.toLocaleLowerCase().includes(needle) ||
        event.description.toLocaleLowerCase().includes(needle)),
  );
}
