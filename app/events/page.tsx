import type { Metadata } from 'next';

import { buildNow } from '@/lib/clock/build';
import { getPageCopy } from '@/lib/content/pages';
import { getAllEvents, getEventCategories } from '@/lib/events/content';
import { endedFrom } from '@/lib/events/phase';
import { splitAt } from '@/lib/events/split';
import { gridImageLoading } from '@/lib/images/grid-loading';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/common/page-hero';
import { CalendarFeedLinks } from '@/components/events/calendar-feed-links';
import { EventCard } from '@/components/events/event-card';
import { EventsBrowser } from '@/components/events/events-browser';

const copy = getPageCopy('events');

export const metadata: Metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: ROUTES.events,
});

export default function EventsPage() {
  const events = getAllEvents();
  const now = buildNow();
  // The cards on the first screen are the first events to come, as EventsBrowser orders them
  // (one column on a phone, three on the widest layout); past events follow under their own
  // heading, below it, and their pictures load lazily.
  const listed = events.map((event) => ({ event, endedFrom: endedFrom(event) }));
  const toCome = splitAt(listed, now.getTime()).upcoming.map(({ event }) => event.id);
  const pictureLoading = (id: string) => {
    const position = toCome.indexOf(id);
    return position === -1 ? {} : gridImageLoading(position, { phone: 1, wide: 3 });
  };
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        description={copy.hero.description}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <EventsBrowser
          events={listed.map(({ event, endedFrom: ends }) => ({
            id: event.id,
            title: event.title,
            description: event.description,
            category: event.category,
            endedFrom: ends,
            // Past events sit under their own "Past events" heading (h2): theirs are h3.
            card: (
              <EventCard
                event={event}
                headingLevel={toCome.includes(event.id) ? 'h2' : 'h3'}
                {...pictureLoading(event.id)}
              />
            ),
          }))}
          categories={getEventCategories(events)}
          builtAt={now.getTime()}
        />
        <section
          aria-labelledby="calendar-feed-heading"
          className="mt-12 flex flex-col gap-3 rounded-xl border bg-muted p-6"
        >
          <h2 id="calendar-feed-heading" className="text-xl font-extrabold">
            Every event in your calendar
          </h2>
          <p className="max-w-prose text-muted-foreground">
            Subscribe once: your calendar app adds each new event once it is listed here and keeps
            the dates, times and venues up to date.
          </p>
          <CalendarFeedLinks />
        </section>
      </div>
    </>
  );
}
