import type * as React from 'react';

import { OPEN_UNTIL_ATTRIBUTE } from '@/lib/early-taps';
import type { Event } from '@/lib/events/content';
import { endedAsHeld, registrationOpenUntil } from '@/lib/events/phase';
import { cn } from '@/lib/utils';
import { type ButtonProps } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { ExternalLink } from '@/components/icons/page-icons';

import { ClosedRegistrationButton } from './closed-registration-button';
import { PhaseSwitch } from './event-phase';

export type RegisterButtonProps = {
  eventTitle: string;
  open: boolean;
  formLink?: string;
  openLabel?: string;
  closedLabel?: string;
  /** Why registration is closed (lib/events/status.ts registrationState); the spec's by default. */
  closedReason?: string;
  /** Registration happens at the event, which is on: what the button says ("On the spot"). */
  atTheEvent?: string;
  /** On a dark band (the event page's hero): the outlined "at the event" button in light. */
  onDark?: boolean;
  /** When an open registration closes (ms): the link takes no tap after, before hydration. */
  openUntil?: number;
  size?: ButtonProps['size'];
  className?: string;
};

/**
 * Opens the event's registration form in a new tab: a plain link, so it works without
 * JavaScript and ships no script (a tap after `openUntil` before the page is live is stopped by
 * the early tap script, lib/early-taps.ts). A closed registration is a small client leaf that explains
 * itself with a toast. Pass what registrationState() says: a cancelled or postponed event is
 * closed whatever its file says.
 */
export function RegisterButton({
  eventTitle,
  open,
  formLink,
  openLabel = 'Register Now',
  closedLabel = 'Registration Closed',
  closedReason,
  atTheEvent,
  onDark = false,
  openUntil,
  size,
  className,
}: RegisterButtonProps) {
  if (open && formLink) {
    return (
      <a
        href={formLink}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${openLabel}: ${eventTitle} (opens in a new tab)`}
        {...(openUntil !== undefined && Number.isFinite(openUntil)
          ? { [OPEN_UNTIL_ATTRIBUTE]: openUntil }
          : {})}
        className={cn(buttonVariants({ size }), className)}
      >
        {openLabel}
        <ExternalLink aria-hidden="true" />
      </a>
    );
  }
  return (
    <ClosedRegistrationButton
      label={atTheEvent ? `Registration: ${atTheEvent}` : closedLabel}
      eventTitle={eventTitle}
      reason={closedReason}
      atTheEvent={Boolean(atTheEvent)}
      className={cn(
        buttonVariants({
          variant: atTheEvent ? (onDark ? 'outline-light' : 'outline') : 'muted',
          size,
        }),
        className,
      )}
    />
  );
}

/**
 * An event's register button as time changes it: open while its registration is (by the page's
 * clock, after load too), closed with the reason once the deadline has passed or the event was
 * called off, and gone once the event is over (a grey "Registration Closed" under an event of
 * last year reads as one still to come; the page and the card say it has ended). A cancelled
 * event keeps its closed button, which says why. `reserve`: keep the button's room while the
 * page is read across the event's end, so nothing below it moves (PhaseSwitch). `afterEnd`:
 * what takes its place once the event is over (the event page's link to the sport's photos).
 */
export function EventRegisterButton({
  event,
  reserve = false,
  afterEnd = null,
  ...button
}: { event: Event; reserve?: boolean; afterEnd?: React.ReactNode } & Omit<
  RegisterButtonProps,
  'eventTitle' | 'open' | 'formLink' | 'closedReason' | 'atTheEvent'
>) {
  return (
    <PhaseSwitch
      event={event}
      reserve={reserve}
      box={reserve ? '' : undefined}
      render={(phase) => {
        if (endedAsHeld(event, phase)) return afterEnd;
        const { registration } = phase;
        return (
          <RegisterButton
            eventTitle={event.title}
            open={registration.open}
            formLink={event.registration.formLink}
            closedReason={registration.open ? undefined : registration.reason}
            openUntil={registrationOpenUntil(event)}
            atTheEvent={registration.open ? undefined : registration.atTheEvent}
            {...button}
          />
        );
      }}
    />
  );
}
