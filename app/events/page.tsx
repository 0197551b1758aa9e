import type { Metadata } from 'next';

import { getAllEvents, getEventCategories } from '@/lib/content/events';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/common/page-hero';
import { EventsBrowser } from '@/components/events/events-browser';

export const metadata: Metadata = pageMetadata({
  title: 'Events',
  description:
    'Cricket, futsal, handball, badminton, table tennis, chess and flash events: dates, venues, fees and registration.',
  path: '/events/',
});

export default function EventsPage() {
  const events = getAllEvents();
  return (
    <>
      <PageHero
        eyebrow="Compete with us"
        title="Events"
        description="Find your game, check the dates and fees, and register through each event's form."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <EventsBrowser events={events} categories={getEventCategories(events)} />
      </div>
    </>
  );
}
