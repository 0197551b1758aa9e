import type { Metadata } from 'next';

import { getLeadership } from '@/lib/content/committee';
import { getFests } from '@/lib/content/fests';
import { getPageCopy } from '@/lib/content/pages';
import { getSite } from '@/lib/content/site';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { ClubIntro } from '@/components/about/club-intro';
import { FestsOverview } from '@/components/about/fests-overview';
import { InstituteIntro } from '@/components/about/institute-intro';
import { Leadership } from '@/components/about/leadership';
import { PageHero } from '@/components/common/page-hero';

const copy = getPageCopy('about');

export const metadata: Metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: ROUTES.about,
});

export default function AboutPage() {
  const site = getSite();
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        description={copy.hero.description}
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
