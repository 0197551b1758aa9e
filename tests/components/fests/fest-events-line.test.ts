/** @jest-environment node */
import type { EventPhase } from '@/lib/events/phase';
import {
  FEST_EVENTS_AHEAD,
  FEST_EVENTS_OVER,
  FEST_EVENTS_SOON,
  FEST_EVENTS_UNDER_WAY,
  festEventsLine,
} from '@/components/fests/fest-events';

const open: EventPhase = {
  phase: 'registration-open',
  registration: { open: true, formLink: 'https://forms.example/cup' },
};
const closed: EventPhase = {
  phase: 'registration-closed',
  registration: { open: false, reason: 'Registration closed on April 6, 2025' },
};
const onNow: EventPhase = { phase: 'on-now', registration: { open: false, reason: 'x' } };
const ended: EventPhase = { phase: 'ended', registration: { open: false, reason: 'x' } };

describe("a fest's events section", () => {
  it('invites registration only while one of its events takes it', () => {
    expect(festEventsLine([closed, open, ended])).toBe(FEST_EVENTS_AHEAD);
    expect(
      festEventsLine([
        { ...onNow, registration: { open: true, formLink: 'https://forms.example/cup' } },
      ]),
    ).toBe(FEST_EVENTS_AHEAD);
  });

  it('points to the details, draws and results once one has started and none takes registrations', () => {
    expect(festEventsLine([closed, ended])).toBe(FEST_EVENTS_UNDER_WAY);
    expect(festEventsLine([onNow, closed])).toBe(FEST_EVENTS_UNDER_WAY);
    expect(FEST_EVENTS_UNDER_WAY).not.toMatch(/regist/i);
  });

  it('before any has started, with no registration open, says how to find how to take part', () => {
    expect(festEventsLine([closed, closed])).toBe(FEST_EVENTS_SOON);
    expect(FEST_EVENTS_SOON).not.toMatch(/regist|draw|result/i);
  });

  it('says they are over once every one has ended', () => {
    expect(festEventsLine([ended, ended])).toBe(FEST_EVENTS_OVER);
  });
});
