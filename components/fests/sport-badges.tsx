import { cn } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';

export type SportBadgesProps = { sports: readonly string[]; label: string; className?: string };

/** A fest's sports as a row of badges. */
export function SportBadges({ sports, label, className }: SportBadgesProps) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {sports.map((sport) => (
        <li key={sport}>
          <Badge variant="secondary" size="lg">
            {sport}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
