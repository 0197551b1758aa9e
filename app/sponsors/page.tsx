import type { Metadata } from 'next';

import { getSponsors, getSponsorTiers } from '@/lib/content/sponsors';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/common/page-hero';
import { Section } from '@/components/common/section';
import { CustomPackageCta } from '@/components/sponsors/custom-package-cta';
import { SponsorCard } from '@/components/sponsors/sponsor-card';
import { TierCard } from '@/components/sponsors/tier-card';

export const metadata: Metadata = pageMetadata({
  title: 'Sponsors',
  description:
    'Meet the partners behind our tournaments and fests, and choose a Bronze, Silver, Gold or Platinum sponsorship.',
  path: '/sponsors/',
});

export default function SponsorsPage() {
  return (
    <>
      <PageHero
        eyebrow="Backed by"
        title="Sponsors"
        description="The partners who keep our grounds, courts and fests running, and how your brand can join them."
      />
      <Section id="our-sponsors" eyebrow="Thank you" title="Our Sponsors">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {getSponsors().map((sponsor) => (
            <li key={sponsor.id}>
              <SponsorCard sponsor={sponsor} />
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
