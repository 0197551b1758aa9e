import type { Metadata } from 'next';

import { buildNow } from '@/lib/clock/build';
import { getSite, siteStatSteps } from '@/lib/content/site';
import { getTeaserSponsors } from '@/lib/content/sponsors';
import { getAllEvents, HOME_EVENT_COUNT } from '@/lib/events/content';
import { getLatestResults } from '@/lib/events/draw/headline';
import { getTodaysMatches } from '@/lib/events/draw/today';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/organization';
import { siteConfig } from '@/lib/site-config';
import { TodaysMatches } from '@/components/events/todays-matches';
import { ExcellenceCta } from '@/components/home/excellence-cta';
import { HomeHero } from '@/components/home/home-hero';
import { JoinCta } from '@/components/home/join-cta';
import { SponsorsTeaser } from '@/components/home/sponsors-teaser';
import { StatsStrip } from '@/components/home/stats-strip';
import { UpcomingEvents } from '@/components/home/upcoming-events';
import { JsonLd } from '@/components/seo/json-ld';

export const metadata: Metadata = pageMetadata({
  description: siteConfig.description,
  path: ROUTES.home,
});

export default function HomePage() {
  const site = getSite();
  const now = buildNow();
  return (
    <>
      <JsonLd data={organizationJsonLd(site)} />
      <JsonLd data={websiteJsonLd(site)} />
      <HomeHero clubName={site.name} tagline={site.tagline} institute={site.institute} />
      {/* On a fest day the matches lead: every event's, in time order. */}
      <TodaysMatches matches={getTodaysMatches(getAllEvents())} />
      <StatsStrip stats={siteStatSteps(site, now)} />
      <ExcellenceCta />
      <UpcomingEvents
        events={getAllEvents()}
        count={HOME_EVENT_COUNT}
        now={now}
        latestResults={getLatestResults(getAllEvents(), now)}
      />
      <SponsorsTeaser sponsors={getTeaserSponsors()} />
      <JoinCta />
    </>
  );
}
