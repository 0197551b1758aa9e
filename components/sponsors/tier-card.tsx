import type { SponsorTier } from '@/lib/content/sponsors';
import { ROUTES } from '@/lib/routes';
import { cn, formatUsd } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { Check } from '@/components/icons/line-icons';

export type TierCardProps = { tier: SponsorTier };

export function TierCard({ tier }: TierCardProps) {
  const headingId = `tier-${tier.name.toLowerCase()}`;
  return (
    <Card
      data-testid="tier-card"
      aria-labelledby={headingId}
      role="group"
      className={cn(
        'relative h-full overflow-visible',
        tier.popular && 'border-2 border-accent shadow-lg',
      )}
    >
      {tier.popular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 shadow">Most Popular</Badge>
      ) : null}
      <CardHeader className="pt-7">
        <h3 id={headingId} className="text-xl font-extrabold">
          {tier.name}
        </h3>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold">{formatUsd(tier.priceUsd)}</span>
          <span className="text-muted-foreground">/year</span>
        </p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {tier.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild variant={tier.popular ? 'default' : 'outline'} data-wrap className="w-full">
          {/* One text node: React writes a comment between adjacent texts, and each part would be
              a flex item of its own, wrapping apart. */}
          <Link href={ROUTES.contact}>{`Become a ${tier.name} Sponsor`}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
