/** @jest-environment node */
import { getAllEvents, type Event } from '@/lib/events/content';
import {
  hasDates,
  REGISTRATION_CLOSED,
  registrationState,
  statusNotice,
} from '@/lib/events/status';

import { fixtureEvent } from '../../support/events';

/** An event of content/events/ with its status (and anything else) changed, parsed as a file. */
function withStatus(change: Record<string, unknown>, id = 'sample'): Event {
  return fixtureEvent(
    {
      registration: {
        open: true,
        deadline: '2025-04-06',
        formLink: 'https://forms.example.com/sample',
      },
      ...change,
    },
    id,
  );
}

describe('statusNotice', () => {
  it('says nothing about a scheduled event', () => {
    expect(statusNotice(withStatus({}))).toBeUndefined();
    for (const event of getAllEvents().filter((each) => each.status === 'scheduled')) {
      expect(statusNotice(event)).toBeUndefined();
    }
  });

  it('gives a cancelled event its badge and sentence', () => {
    expect(statusNotice(withStatus({ status: 'cancelled' }))).toEqual({
      status: 'cancelled',
      label: 'Cancelled',
      sentence: 'Cancelled: this event will not take place.',
    });
  });

  it('tells that new dates of a postponed event will be announced', () => {
    const event = withStatus({ status: 'postponed' });
    expect(statusNotice(event)).toEqual({
      status: 'postponed',
      label: 'Postponed',
      sentence: 'Postponed: new dates will be announced.',
    });
    expect(event.date).toBe('To be announced');
  });

  it('names the new dates of a rescheduled event and the day it moved from', () => {
    const event = withStatus({
      status: 'rescheduled',
      previousStartsAt: '2025-04-08T09:00:00+05:30',
      startsAt: '2025-04-12T09:00:00+05:30',
      endsAt: '2025-04-14T18:00:00+05:30',
    });
    expect(statusNotice(event)).toEqual({
      status: 'rescheduled',
      label: 'Rescheduled',
      sentence: 'Rescheduled: now April 12-14, 2025 (moved from April 8, 2025).',
    });
  });
});

describe('registrationState', () => {
  it('is open with the form link when the file says so and the event has dates', () => {
    expect(registrationState(withStatus({}))).toEqual({
      open: true,
      formLink: 'https://forms.example.com/sample',
    });
    const moved = withStatus({
      status: 'rescheduled',
      previousStartsAt: '2025-04-01T09:00:00+05:30',
    });
    expect(registrationState(moved).open).toBe(true);
  });

  it('is closed, with the reason, for a cancelled or postponed event even if the form is open', () => {
    expect(registrationState(withStatus({ status: 'cancelled' }))).toEqual({
      open: false,
      reason: 'This event has been cancelled, so registration is closed.',
    });
    expect(registrationState(withStatus({ status: 'postponed' }))).toEqual({
      open: false,
      reason:
        'This event has been postponed: registration is closed until the new dates are announced.',
    });
  });

  it("gives the spec's wording when registration is simply closed", () => {
    const closed = withStatus({ registration: { open: false, deadline: '2025-04-06' } });
    expect(registrationState(closed)).toEqual({
      open: false,
      reason: REGISTRATION_CLOSED.description,
    });
    expect(REGISTRATION_CLOSED).toEqual({
      title: 'Registration Closed',
      description: 'Registration for this event is currently closed.',
    });
  });
});

describe('hasDates', () => {
  it('is true while the event takes place on the dates it shows', () => {
    expect(
      (['scheduled', 'rescheduled', 'cancelled', 'postponed'] as const).map((status) =>
        hasDates({ status }),
      ),
    ).toEqual([true, true, false, false]);
  });
});
