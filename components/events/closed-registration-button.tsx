'use client';

import * as React from 'react';

import { REPLAY_TAP } from '@/lib/early-taps';
import { REGISTRATION_CLOSED } from '@/lib/events/registration-closed';
import { toast } from '@/lib/toast';

export type ClosedRegistrationButtonProps = {
  label: string;
  eventTitle: string;
  /** Why it is closed: the toast's description (the spec's wording unless the event is off). */
  reason?: string;
  /** Not closed but done at the event, which is on: the toast says so, titled by the label. */
  atTheEvent?: boolean;
  className: string;
};

/**
 * Registration is closed (or has no form, or the event is cancelled or postponed): the button
 * stays focusable but announces itself as disabled, with the reason as its description, and a
 * click or Enter shows the destructive "Registration Closed" toast with that reason.
 */
export function ClosedRegistrationButton({
  label,
  eventTitle,
  reason = REGISTRATION_CLOSED.description,
  atTheEvent = false,
  className,
}: ClosedRegistrationButtonProps) {
  const reasonId = React.useId();
  return (
    <button
      type="button"
      {...REPLAY_TAP}
      aria-disabled={atTheEvent ? undefined : true}
      aria-label={atTheEvent ? `${label}, ${eventTitle}` : `${label}: ${eventTitle}`}
      aria-describedby={reasonId}
      className={className}
      onClick={() =>
        atTheEvent
          ? toast.success(label, { description: reason })
          : toast.error(REGISTRATION_CLOSED.title, { description: reason })
      }
    >
      {label}
      <span id={reasonId} hidden>
        {reason}
      </span>
    </button>
  );
}
