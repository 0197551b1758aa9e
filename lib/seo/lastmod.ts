// When each page of the sitemap last changed (scripts/site-routes.ts writes it for next-sitemap):
// what the page shows, never the build's time, so a rebuild by the clock does not tell crawlers
// every page changed, and a page is not told changed by an edit it does not show.

/** An event's page: when its content last changed, and the moments its phase changes. */
export type EventChange = { route: string; changed: string; boundaries: readonly number[] };

export type LastmodFacts = {
  /** Each event's page (its file's and its draw's last change, the later). */
  events: readonly EventChange[];
  /** The pages that list events: home, the events list, the fests. */
  listing: readonly string[];
  /** The last change to the content but the events and the draws (none without git). */
  otherContent: string | undefined;
  /** The moment the build rendered the pages at (ms). */
  builtAt: number;
};

const later = (...dates: (string | undefined)[]) =>
  dates
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);

/**
 * Each route's lastmod: an event's page, the later of its content's change and the last moment
 * its phase changed by the build (registration closed, on now, ended: the page says so); a page
 * that lists events, the latest of those and of the other content (the home page's club facts,
 * a fest's sponsors); any other page, the other content's last change only (a result recorded
 * on a fest day does not mark the legal pages changed).
 */
export function lastmods(
  routes: readonly string[],
  facts: LastmodFacts,
): Map<string, string | undefined> {
  const events = new Map(
    facts.events.map(({ route, changed, boundaries }) => {
      const passed = boundaries.filter((moment) => moment <= facts.builtAt).at(-1);
      return [
        route,
        later(changed, passed === undefined ? undefined : new Date(passed).toISOString()),
      ];
    }),
  );
  const latestEvent = later(...events.values());
  const listing = new Set(facts.listing);
  return new Map(
    routes.map((route) => [
      route,
      events.has(route)
        ? events.get(route)
        : listing.has(route)
          ? later(latestEvent, facts.otherContent)
          : facts.otherContent,
    ]),
  );
}
