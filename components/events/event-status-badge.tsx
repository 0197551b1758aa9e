import type { StatusNotice } from '@/lib/events/status';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<StatusNotice['status'], BadgeProps['variant']> = {
  cancelled: 'destructive',
  postponed: 'warning',
  rescheduled: 'secondary',
};

export type EventStatusBadgeProps = { notice: StatusNotice; className?: string };

/** "Cancelled", "Postponed" or "Rescheduled", in the colour of its weight. */
export function EventStatusBadge({ notice, className }: EventStatusBadgeProps) {
  return (
    <Badge
      variant={VARIANTS[notice.status]}
      data-event-status-badge={notice.status}
      className={className}
    >
      {notice.label}
    </Badge>
  );
}
