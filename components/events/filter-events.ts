import type { Event, EventCategory } from '@/lib/content/events';

/** Events whose title or description contains the query (case-insensitive), in one category or all. */
export function filterEvents(
  events: readonly Event[],
  query: string,
  category: EventCategory | 'all',
): Event[] {
  const needle = query.trim().toLocaleLowerCase();
  return events.filter(
    (event) =>
      (category === 'all' || event.category === category) &&
      (needle === '' ||
        event.title.toLocaleLowerCase().includes(needle) ||
        event.description.toLocaleLowerCase().includes(needle)),
  );
}
