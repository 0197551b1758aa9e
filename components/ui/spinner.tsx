import { cn } from '@/lib/utils';
import { LoaderCircle } from '@/components/icons/line-icons';

export type SpinnerProps = { label?: string; className?: string };

/**
 * A busy indicator. A live region announces only what changes inside it once it is on the page,
 * so the spinner carries none of its own: put it into one that is there before it (as
 * RouteProgress does) for its label to be read out.
 */
export function Spinner({ label = 'Loading…', className }: SpinnerProps) {
  return (
    <div className={cn('flex items-center justify-center gap-3', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-accent-strong" />
      <span className="text-muted-foreground">{label}</span>
    </div>
  );
}
