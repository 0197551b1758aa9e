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

/** The list's search and category as the address keeps them (/events/?q=cup&category=Chess). */
export type EventFilters = { query: string; category: EventCategory | 'all' };

/** The filters an address asks for; an unknown category is all of them. */
export function readFilters(search: string, categories: readonly EventCategory[]): EventFilters {
  const params = new URLSearchParams(search);
  const asked = params.get('category');
  return {
    query: params.get('q') ?? '',
    category: categories.find((name) => name === asked) ?? 'all',
  };
}

/** The address's query for these filters: '' when they show everything. */
export function filtersSearch({ query, category }: EventFilters): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (category !== 'all') params.set('category', category);
  const search = params.toString();
  return search ? `?${search}` : '';
}
