import type { Metadata } from 'next';

import { getPageCopy } from '@/lib/content/pages';
import { getSponsors, getSponsorTiers } from '@/lib/content/sponsors';
import { gridImageLoading } from '@/lib/images/grid-loading';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/common/page-hero';
import { Section } from '@/components/common/section';
import { CustomPackageCta } from '@/components/sponsors/custom-package-cta';
import { SponsorCard } from '@/components/sponsors/sponsor-card';
import { TierCard } from '@/components/sponsors/tier-card';

const copy = getPageCopy('sponsors');

export const metadata: Metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: ROUTES.sponsors,
});

export default function SponsorsPage() {
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        description={copy.hero.description}
      />
      <Section id="our-sponsors" eyebrow="Thank you" title="Our Sponsors">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {getSponsors().map((sponsor, index) => (
            <li key={sponsor.id}>
              <SponsorCard sponsor={sponsor} {...gridImageLoading(index, { phone: 1, wide: 4 })} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="tiers"
        eyebrow="Partner with us"
        title="Sponsorship Tiers"
        description="Prices are per year, in US dollars."
        className="bg-muted"
      >
        <ul className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
          {getSponsorTiers().map((tier) => (
            <li key={tier.name}>
              <TierCard tier={tier} />
            </li>
          ))}
        </ul>
      </Section>
      <CustomPackageCta />
    </>
  );
}
