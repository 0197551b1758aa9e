'use client';

import { REPLAY_TAP } from '@/lib/early-taps';
import { toast } from '@/lib/toast';

export const REGISTRATION_CLOSED = {
  title: 'Registration Closed',
  description: 'Registration for this event is currently closed.',
};

export type ClosedRegistrationButtonProps = {
  label: string;
  eventTitle: string;
  className: string;
};

/**
 * Registration is closed (or has no form): the button stays focusable but announces itself as
 * disabled, and a click or Enter explains why with the destructive toast.
 */
export function ClosedRegistrationButton({
  label,
  eventTitle,
  className,
}: ClosedRegistrationButtonProps) {
  return (
    <button
      type="button"
      {...REPLAY_TAP}
      aria-disabled="true"
      aria-label={`${label}: ${eventTitle}`}
      className={className}
      onClick={() =>
        toast.error(REGISTRATION_CLOSED.title, { description: REGISTRATION_CLOSED.description })
      }
    >
      {label}
    </button>
  );
}
