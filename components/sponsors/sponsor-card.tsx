import type { Sponsor, SponsorLevel } from '@/lib/content/sponsors';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Img, type ImgProps } from '@/components/ui/img';

const LEVEL_BADGE = {
  Platinum: 'platinum',
  Gold: 'gold',
  Silver: 'silver',
} as const satisfies Record<SponsorLevel, 'platinum' | 'gold' | 'silver'>;

export type SponsorCardProps = { sponsor: Sponsor } & Pick<ImgProps, 'priority' | 'eager'>;

export function SponsorCard({ sponsor, priority = false, eager = false }: SponsorCardProps) {
  return (
    <Card data-testid="sponsor-card" className="h-full">
      <div className="flex aspect-[2/1] items-center justify-center border-b bg-muted p-6">
        <Img
          src={sponsor.logo}
          alt={`${sponsor.name} logo`}
          width={240}
          height={120}
          priority={priority}
          eager={eager}
          className="h-auto max-h-full w-full max-w-60"
        />
      </div>
      <CardContent>
        <Badge variant={LEVEL_BADGE[sponsor.level]}>
          <span className="sr-only">Level: </span>
          {sponsor.level}
        </Badge>
        <h3 className="text-xl font-extrabold">{sponsor.name}</h3>
        <p className="text-sm font-semibold text-accent-strong">{sponsor.category}</p>
        <p className="text-muted-foreground">{sponsor.description}</p>
      </CardContent>
    </Card>
  );
}
