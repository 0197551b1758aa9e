import type { StatusNotice } from '@/lib/events/status';
import { cn } from '@/lib/utils';
import { CalendarClock, CalendarSync, CalendarX } from '@/components/icons/line-icons';

const STYLES: Record<StatusNotice['status'], { icon: React.ReactNode; className: string }> = {
  cancelled: { icon: <CalendarX />, className: 'border-destructive bg-red-50 text-red-900' },
  postponed: { icon: <CalendarClock />, className: 'border-amber-500 bg-amber-50 text-amber-950' },
  rescheduled: {
    icon: <CalendarSync />,
    className: 'border-primary bg-secondary text-secondary-foreground',
  },
};

export type EventStatusNoticeProps = { notice: StatusNotice; className?: string };

/**
 * The one sentence that says what became of the event ("Postponed: new dates will be
 * announced."), on its own light background so it reads on a card and on the dark event header.
 */
export function EventStatusNotice({ notice, className }: EventStatusNoticeProps) {
  const style = STYLES[notice.status];
  return (
    <p
      data-event-status={notice.status}
      className={cn(
        'flex items-start gap-2 rounded-md border-l-4 px-3 py-2 font-semibold [&_svg]:mt-1 [&_svg]:size-4 [&_svg]:shrink-0',
        style.className,
        className,
      )}
    >
      <span aria-hidden="true">{style.icon}</span>
      {notice.sentence}
    </p>
  );
}
