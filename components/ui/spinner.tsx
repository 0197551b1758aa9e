import { cn } from '@/lib/utils';
import { LoaderCircle } from '@/components/icons/line-icons';

export type SpinnerProps = { label?: string; className?: string };

/** A busy indicator announced to screen readers as a status. */
export function Spinner({ label = 'Loading…', className }: SpinnerProps) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-accent-strong" />
      <span className="text-muted-foreground">{label}</span>
    </div>
  );
}
