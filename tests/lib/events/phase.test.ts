/** @jest-environment node */
import { stepsFrom } from '@/lib/clock/steps';
import { getSite } from '@/lib/content/site';
import type { Event } from '@/lib/events/content';
import { eventShareImagePath } from '@/lib/events/paths';
import {
  EVENT_ENDED,
  eventDays,
  eventPhase,
  isUpcoming,
  phaseSteps,
  priceAt,
  REGISTER_AT_THE_EVENT,
  registrationClosesAt,
  splitByPhase,
} from '@/lib/events/phase';
import { REGISTRATION_CLOSED } from '@/lib/events/registration-closed';
import { REGISTRATION_CLOSED_BECAUSE } from '@/lib/events/status';
import { sportsEventJsonLd } from '@/lib/events/structured-data';
import { PRICE_NOT_ANNOUNCED } from '@/lib/utils';

import { CLOSED_REGISTRATION, fixtureEvent } from '../../support/events';

/**
 * A fixture event, parsed as a file: three days, 9:00 AM to 8:00 PM Kolkata time, from May 10,
 * 2030, registration open until the end of May 8 (fields of the first content file otherwise).
 */
function fixture(change: Record<string, unknown> = {}, id = 'fixture'): Event {
  return fixtureEvent(
    {
      status: 'scheduled',
      startsAt: '2030-05-10T09:00:00+05:30',
      endsAt: '2030-05-12T20:00:00+05:30',
      registration: {
        open: true,
        deadline: '2030-05-08',
        formLink: 'https://forms.example.com/fixture',
      },
      ...change,
    },
    id,
  );
}

const at = (iso: string) => new Date(iso);
const phaseAt = (event: Event, iso: string) => eventPhase(event, at(iso));

describe('eventPhase: registration', () => {
  const event = fixture();

  it('stays open until the last minute of the deadline day, Kolkata time', () => {
    expect(phaseAt(event, '2030-05-08T23:59:00+05:30')).toEqual({
      phase: 'registration-open',
      registration: { open: true, formLink: 'https://forms.example.com/fixture' },
    });
    // The same minute written in UTC: the visitor's zone does not move it.
    expect(phaseAt(event, '2030-05-08T18:29:59Z').phase).toBe('registration-open');
  });

  it('closes at midnight after the deadline day and says when it closed', () => {
    expect(phaseAt(event, '2030-05-09T00:00:00+05:30')).toEqual({
      phase: 'registration-closed',
      registration: { open: false, reason: 'Registration closed on May 8, 2030' },
    });
    expect(registrationClosesAt(event)).toBe(Date.parse('2030-05-09T00:00:00+05:30'));
  });

  it('is closed from the start when the file says so', () => {
    const closed = fixture({
      registration: { open: false, deadlineText: 'On the spot' },
    });
    expect(phaseAt(closed, '2030-01-01T10:00:00+05:30')).toMatchObject({
      phase: 'registration-closed',
      registration: { open: false },
    });
  });

  it('stays open while the event runs when the deadline is one of its days', () => {
    const late = fixture({
      registration: {
        open: true,
        deadline: '2030-05-10',
        formLink: 'https://forms.example.com/fixture',
      },
    });
    expect(phaseAt(late, '2030-05-10T12:00:00+05:30')).toMatchObject({
      phase: 'on-now',
      registration: { open: true },
    });
    expect(phaseAt(late, '2030-05-11T12:00:00+05:30').registration.open).toBe(false);
  });
});

describe('eventPhase: on now and ended', () => {
  const event = fixture();

  it('is on now from the first minute of the event', () => {
    expect(phaseAt(event, '2030-05-10T08:59:00+05:30').phase).toBe('registration-closed');
    expect(phaseAt(event, '2030-05-10T09:00:00+05:30')).toEqual({
      phase: 'on-now',
      registration: { open: false, reason: 'Registration closed on May 8, 2030' },
    });
  });

  it('registering there and then ("On the spot"): closed before it starts, at the event while on', () => {
    const walkIn = fixture({ registration: { open: false, deadlineText: 'On the spot' } });
    // Before: the spec's closed registration, as on the spec's own days.
    expect(phaseAt(walkIn, '2030-05-10T08:59:00+05:30').registration).toEqual({
      open: false,
      reason: REGISTRATION_CLOSED.description,
    });
    for (const on of ['2030-05-10T09:00:00+05:30', '2030-05-10T22:00:00+05:30']) {
      expect(phaseAt(walkIn, on).registration).toEqual({
        open: false,
        reason: REGISTER_AT_THE_EVENT,
        atTheEvent: 'On the spot',
      });
    }
    // A form or a date deadline keeps the closed registration's own reason; called off, too.
    for (const registration of [
      { open: false, deadline: '2030-05-08' },
      { open: false, deadlineText: 'On the spot', formLink: 'https://forms.example.com/f' },
    ]) {
      expect(
        phaseAt(fixture({ registration }), '2030-05-10T10:00:00+05:30').registration,
      ).not.toHaveProperty('atTheEvent');
    }
    const called = fixture({
      status: 'cancelled',
      registration: { open: false, deadlineText: 'On the spot' },
    });
    expect(phaseAt(called, '2030-05-10T10:00:00+05:30').registration).not.toHaveProperty(
      'atTheEvent',
    );
  });

  it('between two days, says when the next day starts', () => {
    for (const night of ['2030-05-10T20:00:00+05:30', '2030-05-11T02:00:00+05:30']) {
      expect(phaseAt(event, night)).toMatchObject({
        phase: 'on-now',
        nextDayStartsAt: '2030-05-11T09:00:00+05:30',
      });
    }
    expect(phaseAt(event, '2030-05-11T09:00:00+05:30').nextDayStartsAt).toBeUndefined();
  });

  it('has ended from its last minute on, and the day after', () => {
    expect(phaseAt(event, '2030-05-12T19:59:00+05:30').phase).toBe('on-now');
    for (const after of ['2030-05-12T20:00:00+05:30', '2030-05-13T10:00:00+05:30']) {
      expect(phaseAt(event, after)).toEqual({
        phase: 'ended',
        registration: { open: false, reason: EVENT_ENDED },
      });
    }
  });

  it('once ended says so, also when its file had registration closed', () => {
    for (const registration of [
      { open: false, deadlineText: 'On the spot' },
      { open: false, deadline: '2030-05-08' },
    ]) {
      expect(phaseAt(fixture({ registration }), '2030-05-13T10:00:00+05:30')).toEqual({
        phase: 'ended',
        registration: { open: false, reason: EVENT_ENDED },
      });
    }
  });

  it('reads "Price not announced" once over if it had no fees, its price otherwise', () => {
    const free = fixture({ fees: [] });
    const paid = fixture({ fees: [{ amount: 300, label: 'per team' }] });
    expect(priceAt(free, at('2030-05-12T19:59:00+05:30'))).toBe('Price not yet announced');
    expect(priceAt(free, at('2030-05-12T20:00:00+05:30'))).toBe(PRICE_NOT_ANNOUNCED);
    expect(PRICE_NOT_ANNOUNCED).toBe('Price not announced');
    expect(priceAt(paid, at('2030-05-13T10:00:00+05:30'))).toBe('Rs. 300 per team');
  });

  it('runs through the night as one span when its hours end after midnight', () => {
    const overnight = fixture({
      startsAt: '2030-05-10T20:00:00+05:30',
      endsAt: '2030-05-11T02:00:00+05:30',
    });
    expect(eventDays(overnight)).toHaveLength(1);
    expect(phaseAt(overnight, '2030-05-11T00:30:00+05:30').nextDayStartsAt).toBeUndefined();
  });

  it('ends its last day at an end at midnight, not a day later', () => {
    const toMidnight = fixture({
      startsAt: '2030-05-10T09:00:00+05:30',
      endsAt: '2030-05-12T00:00:00+05:30',
    });
    expect(eventDays(toMidnight)).toEqual(
      ['2030-05-10', '2030-05-11'].map((day) => ({
        start: Date.parse(`${day}T09:00:00+05:30`),
        end: Date.parse(`${day}T09:00:00+05:30`) + 15 * 3_600_000,
      })),
    );
    // Between its days it says when the next one starts; an evening to midnight is one span.
    expect(phaseAt(toMidnight, '2030-05-11T02:00:00+05:30').nextDayStartsAt).toBe(
      '2030-05-11T09:00:00+05:30',
    );
    expect(phaseAt(toMidnight, '2030-05-11T23:30:00+05:30')).not.toHaveProperty('nextDayStartsAt');
    expect(
      eventDays(
        fixture({ startsAt: '2030-05-10T18:00:00+05:30', endsAt: '2030-05-11T00:00:00+05:30' }),
      ),
    ).toHaveLength(1);
  });
});

describe('eventPhase: the status keeps priority', () => {
  it('a cancelled event is never on now, and ends with its dates', () => {
    const cancelled = fixture({ status: 'cancelled' });
    const closed = { open: false, reason: REGISTRATION_CLOSED_BECAUSE.cancelled };
    expect(phaseAt(cancelled, '2030-05-01T10:00:00+05:30')).toEqual({
      phase: 'registration-closed',
      registration: closed,
    });
    expect(phaseAt(cancelled, '2030-05-10T10:00:00+05:30').phase).toBe('registration-closed');
    expect(phaseAt(cancelled, '2030-05-13T10:00:00+05:30')).toEqual({
      phase: 'ended',
      registration: closed,
    });
  });

  it('a postponed event neither runs nor ends on its old dates', () => {
    const postponed = fixture({ status: 'postponed' });
    for (const moment of ['2030-05-10T10:00:00+05:30', '2031-01-01T10:00:00+05:30']) {
      expect(phaseAt(postponed, moment)).toEqual({
        phase: 'registration-closed',
        registration: { open: false, reason: REGISTRATION_CLOSED_BECAUSE.postponed },
      });
    }
  });

  it('a rescheduled event follows its new dates', () => {
    const moved = fixture({
      status: 'rescheduled',
      previousStartsAt: '2030-05-03T09:00:00+05:30',
    });
    expect(phaseAt(moved, '2030-05-03T10:00:00+05:30').phase).toBe('registration-open');
    expect(phaseAt(moved, '2030-05-10T10:00:00+05:30').phase).toBe('on-now');
  });
});

describe('phaseSteps', () => {
  it('lists each change ahead of the given moment, the first being the phase then', () => {
    const steps = phaseSteps(fixture(), at('2030-05-01T10:00:00+05:30'));
    expect(
      steps.map((step) => [
        step.from,
        step.value.phase,
        step.value.nextDayStartsAt ?? (step.value.startsToday ? 'starts today' : undefined),
      ]),
    ).toEqual([
      [0, 'registration-open', undefined],
      [Date.parse('2030-05-09T00:00:00+05:30'), 'registration-closed', undefined],
      [Date.parse('2030-05-10T00:00:00+05:30'), 'registration-closed', 'starts today'],
      [Date.parse('2030-05-10T09:00:00+05:30'), 'on-now', undefined],
      [Date.parse('2030-05-10T20:00:00+05:30'), 'on-now', '2030-05-11T09:00:00+05:30'],
      [Date.parse('2030-05-11T09:00:00+05:30'), 'on-now', undefined],
      [Date.parse('2030-05-11T20:00:00+05:30'), 'on-now', '2030-05-12T09:00:00+05:30'],
      [Date.parse('2030-05-12T09:00:00+05:30'), 'on-now', undefined],
      [Date.parse('2030-05-12T20:00:00+05:30'), 'ended', undefined],
    ]);
  });

  it('has one step once nothing changes any more', () => {
    expect(phaseSteps(fixture(), at('2031-01-01T00:00:00+05:30'))).toHaveLength(1);
  });

  it('merges boundaries that change nothing', () => {
    expect(stepsFrom([10, 20, 30], new Date(0), (moment) => moment.getTime() >= 20)).toEqual([
      { from: 0, value: false },
      { from: 20, value: true },
    ]);
  });
});

describe('splitByPhase', () => {
  it('puts events to come and on now first, in their order, then past ones, most recent first', () => {
    const early = fixture(
      {
        startsAt: '2030-04-01T09:00:00+05:30',
        endsAt: '2030-04-01T18:00:00+05:30',
        registration: CLOSED_REGISTRATION,
      },
      'early',
    );
    const middle = fixture(
      {
        startsAt: '2030-04-20T09:00:00+05:30',
        endsAt: '2030-04-20T18:00:00+05:30',
        registration: CLOSED_REGISTRATION,
      },
      'middle',
    );
    const running = fixture({}, 'running');
    const later = fixture(
      { startsAt: '2030-06-01T09:00:00+05:30', endsAt: '2030-06-01T18:00:00+05:30' },
      'later',
    );
    const { upcoming, past } = splitByPhase(
      [early, middle, running, later],
      at('2030-05-10T10:00:00+05:30'),
    );
    expect(upcoming.map((event) => event.id)).toEqual(['running', 'later']);
    expect(past.map((event) => event.id)).toEqual(['middle', 'early']);
  });

  it("agrees with the event's phase: upcoming exactly until it reads 'ended', whatever its status", () => {
    const moments = [
      '2030-05-09T23:59:59+05:30',
      '2030-05-10T09:00:00+05:30',
      '2030-05-12T19:59:59+05:30',
      '2030-05-12T20:00:00+05:30',
      '2031-01-01T00:00:00+05:30',
    ].map(at);
    const statuses = [
      { status: 'scheduled' },
      { status: 'cancelled' },
      { status: 'postponed' },
      { status: 'rescheduled', previousStartsAt: '2030-04-10T09:00:00+05:30' },
    ];
    for (const change of statuses) {
      const { status } = change;
      const event = fixture(change);
      for (const moment of moments) {
        const ended = eventPhase(event, moment).phase === 'ended';
        expect({ status, moment, upcoming: isUpcoming(event, moment) }).toEqual({
          status,
          moment,
          upcoming: !ended,
        });
        expect(splitByPhase([event], moment).past).toHaveLength(ended ? 1 : 0);
      }
    }
  });
});

describe('structured data follows registration', () => {
  const event = fixture();
  const availability = (iso: string) =>
    (
      sportsEventJsonLd(event, getSite(), eventShareImagePath(event.id), at(iso))
        .offers as unknown as { availability: string }[]
    ).map((offer) => offer.availability);

  it('offers InStock only while registration is open', () => {
    expect(new Set(availability('2030-05-08T23:59:00+05:30'))).toEqual(
      new Set(['https://schema.org/InStock']),
    );
    expect(new Set(availability('2030-05-09T00:00:00+05:30'))).toEqual(
      new Set(['https://schema.org/SoldOut']),
    );
    expect(new Set(availability('2030-05-13T00:00:00+05:30'))).toEqual(
      new Set(['https://schema.org/SoldOut']),
    );
  });
});
