import type { TeaserSponsor } from '@/lib/content/sponsors';
import { ROUTES } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/common/section';

export type SponsorsTeaserProps = { sponsors: TeaserSponsor[] };

export function SponsorsTeaser({ sponsors }: SponsorsTeaserProps) {
  return (
    <Section
      id="sponsors"
      eyebrow="Backed by"
      title="Our Sponsors"
      description="The partners who make our tournaments and fests possible."
      action={
        <Button asChild variant="outline">
          <Link href={ROUTES.sponsors}>Become a sponsor</Link>
        </Button>
      }
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {sponsors.map((sponsor) => (
          <li
            key={sponsor.id}
            className="flex flex-col items-center gap-2 rounded-xl border bg-card p-4 text-center"
          >
            <Img
              src={sponsor.logo}
              alt={`${sponsor.name} logo`}
              width={160}
              height={80}
              className="h-auto w-full max-w-40"
            />
            <p className="font-semibold">{sponsor.name}</p>
            <p className="text-sm text-muted-foreground">{sponsor.category}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
