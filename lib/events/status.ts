import type { Event, EventStatus } from '@/lib/events/content';
import { REGISTRATION_CLOSED } from '@/lib/events/registration-closed';
import { formatDate } from '@/lib/utils';

export { REGISTRATION_CLOSED };

// What an event's status (content/events/<id>.json, `status`) means for a visitor: the badge and
// the sentence the cards and the event page show, and whether registration is possible. The
// structured data (lib/events/structured-data.ts) and the calendar files (lib/events/calendar.ts) follow the same
// status.

/** Why registration is closed for a cancelled or postponed event (the toast's description). */
export const REGISTRATION_CLOSED_BECAUSE = {
  cancelled: 'This event has been cancelled, so registration is closed.',
  postponed:
    'This event has been postponed: registration is closed until the new dates are announced.',
} as const;

/** A status other than the default, as a visitor reads it. */
export type StatusNotice = {
  status: Exclude<EventStatus, 'scheduled'>;
  /** The badge: "Cancelled". */
  label: string;
  /** One sentence: "Cancelled: this event will not take place." */
  sentence: string;
};

type StatusFacts = Pick<Event, 'status' | 'date' | 'previousStartsAt'>;

/** The badge and sentence of a cancelled, postponed or rescheduled event; none when scheduled. */
export function statusNotice(event: StatusFacts): StatusNotice | undefined {
  switch (event.status) {
    case 'scheduled':
      return undefined;
    case 'cancelled':
      return {
        status: 'cancelled',
        label: 'Cancelled',
        sentence: 'Cancelled: this event will not take place.',
      };
    case 'postponed':
      return {
        status: 'postponed',
        label: 'Postponed',
        sentence: 'Postponed: new dates will be announced.',
      };
    case 'rescheduled': {
      const moved = event.previousStartsAt
        ? ` (moved from ${formatDate(event.previousStartsAt)})`
        : '';
      return {
        status: 'rescheduled',
        label: 'Rescheduled',
        sentence: `Rescheduled: now ${event.date}${moved}.`,
      };
    }
  }
}

/** Whether a visitor can register, and if not, why (the toast's description). */
export type RegistrationState =
  | { open: true; formLink: string }
  | {
      open: false;
      reason: string;
      /**
       * While an event that registers people there and then is on (no form, a deadline text
       * such as "On the spot"): that text, which the button says instead of "Registration
       * Closed" (lib/events/phase.ts).
       */
      atTheEvent?: string;
    };

/**
 * Registration is open when the event file says so and has a form link, and the event still
 * has dates: a cancelled or postponed event behaves as closed, with its own reason.
 */
export function registrationState(
  event: Pick<Event, 'status' | 'registration'>,
): RegistrationState {
  if (event.status === 'cancelled' || event.status === 'postponed') {
    return { open: false, reason: REGISTRATION_CLOSED_BECAUSE[event.status] };
  }
  const { open, formLink } = event.registration;
  return open && formLink
    ? { open: true, formLink }
    : { open: false, reason: REGISTRATION_CLOSED.description };
}

/** Whether the event still takes place on the dates it shows (so a calendar entry makes sense). */
export function hasDates(event: Pick<Event, 'status'>): boolean {
  return event.status === 'scheduled' || event.status === 'rescheduled';
}
