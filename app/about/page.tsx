import type { Metadata } from 'next';

import { getLeadership } from '@/lib/content/committee';
import { getFests } from '@/lib/content/fests';
import { getSite } from '@/lib/content/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { ClubIntro } from '@/components/about/club-intro';
import { FestsOverview } from '@/components/about/fests-overview';
import { InstituteIntro } from '@/components/about/institute-intro';
import { Leadership } from '@/components/about/leadership';
import { PageHero } from '@/components/common/page-hero';

export const metadata: Metadata = pageMetadata({
  title: 'About',
  description:
    'Team Sportivo, the official sports club of our institute in Kolkata since 2016: who we are, our two fests and our leadership.',
  path: '/about/',
});

export default function AboutPage() {
  const site = getSite();
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={`About ${site.name}`}
        description={`The official sports club of ${site.institute}, active since ${site.foundedYear}.`}
      />
      <ClubIntro
        clubName={site.name}
        foundedYear={site.foundedYear}
        tagline={site.tagline}
        institute={site.institute}
      />
      <InstituteIntro
        institute={site.institute}
        shortName={site.instituteShortName}
        city={site.contact.address.city}
      />
      <FestsOverview fests={getFests()} />
      <Leadership leaders={getLeadership()} />
    </>
  );
}
