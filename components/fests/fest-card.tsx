import { FEST_KIND_LABELS, type Fest } from '@/lib/content/fests';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { ArrowRight } from '@/components/icons/line-icons';

import { SportBadges } from './sport-badges';

export type FestCardProps = { fest: Fest };

/** A fest in brief: its kind, how often it is held, its sports and a link to its page. */
export function FestCard({ fest }: FestCardProps) {
  return (
    <Card className="h-full border-t-4 border-t-primary">
      <CardContent>
        <div className="flex flex-wrap gap-2">
          <Badge variant="primary">{FEST_KIND_LABELS[fest.kind]}</Badge>
          <Badge variant="outline" className="text-muted-foreground">
            {fest.frequency}
          </Badge>
        </div>
        <h3 className="text-2xl font-extrabold">{fest.name}</h3>
        <p className="text-muted-foreground">{fest.tagline}</p>
        <SportBadges sports={fest.sports} label={`Sports at ${fest.name}`} className="mt-1" />
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link href={`/${fest.id}/`}>
            Explore {fest.name} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
