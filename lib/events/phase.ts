import { DAY, kolkataDayStart, kolkataIso, kolkataMidnight } from '@/lib/clock/kolkata';
import { stepsFrom, type Step } from '@/lib/clock/steps';
import type { Event } from '@/lib/events/content';
import { registrationState, type RegistrationState } from '@/lib/events/status';
import { formatDate, lastMoment, PRICE_NOT_ANNOUNCED } from '@/lib/utils';

import { hasEnded, splitAt } from './split';

// Where an event stands at a moment: registration open, registration closed, on now, ended.
// Pure rules over the event's facts and an injected `now`; lib/clock/build.ts says what now is
// at build, the pages' own clock (lib/clock/page.ts) after load. Days are Kolkata days whatever
// the zone of the computer or the visitor.

export const EVENT_PHASES = [
  'registration-open',
  'registration-closed',
  'on-now',
  'ended',
] as const;
export type Phase = (typeof EVENT_PHASES)[number];

/** Why an ended event takes no registrations (the toast's description). */
export const EVENT_ENDED = 'This event has ended.';

export type PhaseFacts = Pick<Event, 'status' | 'registration' | 'startsAt' | 'endsAt'>;

export type EventPhase = {
  phase: Phase;
  /** Whether a visitor can register now, and if not, why. */
  registration: RegistrationState;
  /** On now but between two of its days: when the next day starts (ISO, Kolkata). */
  nextDayStartsAt?: string;
  /** Not started yet, but it starts later this Kolkata day. */
  startsToday?: boolean;
};

/**
 * Over as it was held: ended and not called off (a cancelled event keeps saying it was
 * cancelled, not that it has ended).
 */
export function endedAsHeld(event: Pick<Event, 'status'>, phase: EventPhase): boolean {
  return phase.phase === 'ended' && event.status !== 'cancelled';
}

/** The end of the registration deadline's Kolkata day (the next midnight); none without a date. */
export function registrationClosesAt(event: Pick<Event, 'registration'>): number | undefined {
  const { deadline } = event.registration;
  return deadline ? kolkataDayStart(deadline) + DAY : undefined;
}

/**
 * Until when a registration open at the build stays open, in ms: the end of its deadline day,
 * or the event's end if sooner (eventPhase). The early tap script (lib/early-taps.ts) holds a
 * tap on the form's link after then, while the page still shows the build's "Register Now".
 */
export function registrationOpenUntil(event: Pick<Event, 'registration' | 'endsAt'>): number {
  return Math.min(registrationClosesAt(event) ?? Infinity, Date.parse(event.endsAt));
}

/**
 * The spans the event runs: its hours (startsAt's time to endsAt's time) on each Kolkata day from
 * the first to the last. One span when it runs on one day, or through the night. An end at
 * midnight closes the day before (9 AM on April 8 to midnight on April 10: 9 AM to midnight on
 * the 8th and on the 9th).
 */
export function eventDays(
  event: Pick<Event, 'startsAt' | 'endsAt'>,
): { start: number; end: number }[] {
  const start = Date.parse(event.startsAt);
  const end = Date.parse(event.endsAt);
  const firstDay = kolkataMidnight(start);
  const lastDay = kolkataMidnight(lastMoment(end));
  const opens = start - firstDay;
  const closes = end - lastDay;
  if (firstDay === lastDay || closes <= opens) return [{ start, end }];
  const days: { start: number; end: number }[] = [];
  for (let day = firstDay; day <= lastDay; day += DAY) {
    days.push({ start: day + opens, end: day + closes });
  }
  return days;
}

/**
 * The event's phase at `now`. Its status keeps priority: a cancelled event is never on now and
 * only ends (leaves the upcoming lists) once its dates are past; a postponed one has no dates, so
 * it neither runs nor ends, and neither takes registrations. Registration (registrationState:
 * the file's `open`, its form link, its status) also closes at the end of its deadline day and
 * when the event ends.
 */
export function eventPhase(event: PhaseFacts, now: Date): EventPhase {
  const time = now.getTime();
  const start = Date.parse(event.startsAt);
  const end = Date.parse(event.endsAt);
  const registration = registrationState(event);
  if (event.status === 'postponed') return { phase: 'registration-closed', registration };
  if (time >= end) {
    // Once it is over, that is the reason, whatever the file said about registration (an
    // on-the-spot event's "currently closed" would read as if it were still to come); a
    // cancelled event keeps saying it was cancelled.
    return {
      phase: 'ended',
      registration:
        event.status === 'cancelled' ? registration : { open: false, reason: EVENT_ENDED },
    };
  }
  if (event.status === 'cancelled') return { phase: 'registration-closed', registration };

  const closesAt = registrationClosesAt(event);
  const current: RegistrationState =
    registration.open && closesAt !== undefined && time >= closesAt
      ? {
          open: false,
          reason: `Registration closed on ${formatDate(event.registration.deadline!)}`,
        }
      : registration;
  if (time < start) {
    return {
      phase: current.open ? 'registration-open' : 'registration-closed',
      registration: current,
      ...(time >= kolkataMidnight(start) ? { startsToday: true } : {}),
    };
  }
  const day = eventDays(event).find((span) => time < span.end);
  const running = atTheEvent(event, current);
  return day && time < day.start
    ? { phase: 'on-now', registration: running, nextDayStartsAt: kolkataIso(day.start) }
    : { phase: 'on-now', registration: running };
}

/** What a visitor who registers at the event is told once it is on. */
export const REGISTER_AT_THE_EVENT = 'No online form: register in person at the event.';

/**
 * While it is on, an event with no form whose deadline is a text rather than a date ("On the
 * spot") is not closed to a visitor at the venue: its button says so. Before it starts, it reads
 * as the spec's closed registration.
 */
function atTheEvent(event: PhaseFacts, registration: RegistrationState): RegistrationState {
  const { deadline, deadlineText, formLink } = event.registration;
  if (registration.open || formLink || deadline || !deadlineText) return registration;
  return { open: false, reason: REGISTER_AT_THE_EVENT, atTheEvent: deadlineText };
}

/**
 * The event's price line at `now`: once it has ended, an event that never had fees reads "Price
 * not announced" instead of "Price not yet announced".
 */
export function priceAt(event: PhaseFacts & Pick<Event, 'fees' | 'price'>, now: Date): string {
  return event.fees.length === 0 && eventPhase(event, now).phase === 'ended'
    ? PRICE_NOT_ANNOUNCED
    : event.price;
}

/** Every instant at which the event's phase may change, earliest first. */
export function phaseBoundaries(event: PhaseFacts): number[] {
  const closesAt = registrationClosesAt(event);
  // The midnight its first day begins: from then on it "starts today".
  const times = [
    kolkataMidnight(Date.parse(event.startsAt)),
    ...eventDays(event).flatMap((day) => [day.start, day.end]),
  ];
  if (closesAt !== undefined) times.push(closesAt);
  return [...new Set(times)].sort((a, b) => a - b);
}

/** The event's phases from `now` on. */
export function phaseSteps(event: PhaseFacts, now: Date): Step<EventPhase>[] {
  return stepsFrom(phaseBoundaries(event), now, (moment) => eventPhase(event, moment));
}

/**
 * When the event ends for the lists (moves to the past events): its end, or never for a
 * postponed event (its new dates are not known).
 */
export function endedFrom(event: PhaseFacts): number | null {
  return event.status === 'postponed' ? null : Date.parse(event.endsAt);
}

/**
 * Whether the event has not ended at `now` (it belongs among the upcoming ones): the lists' one
 * rule (lib/events/split.ts), which eventPhase's 'ended' agrees with.
 */
export function isUpcoming(event: PhaseFacts, now: Date): boolean {
  return !hasEnded({ endedFrom: endedFrom(event) }, now.getTime());
}

/**
 * The `count` events (in their order: earliest start first) not ended at `now`. The home page's
 * "Upcoming Events" at every moment its clock reaches, and getUpcomingEvents' rule.
 */
export function earliestUpcoming<T extends PhaseFacts>(
  events: readonly T[],
  count: number,
  now: Date,
): T[] {
  return events.filter((event) => isUpcoming(event, now)).slice(0, count);
}

/** Events not ended at `now` first (in their order), then ended ones, most recent first. */
export function splitByPhase<T extends PhaseFacts>(
  events: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const split = splitAt(
    events.map((event) => ({ event, endedFrom: endedFrom(event) })),
    now.getTime(),
  );
  return {
    upcoming: split.upcoming.map(({ event }) => event),
    past: split.past.map(({ event }) => event),
  };
}
