/** @jest-environment node */
import { buildBracket } from '@/lib/events/draw/bracket';
import { scheduleMatches } from '@/lib/events/draw/schedule';

const names = (count: number) => Array.from({ length: count }, (_, index) => `P${index + 1}`);
const at = (iso: string) => iso;

describe('slots and courts', () => {
  const { rounds } = buildBracket(names(16), []);
  const plan = {
    startsAt: '2025-04-08T09:00:00+05:30',
    courts: ['Court 1', 'Court 2', 'Court 3'],
    matchMinutes: 20,
  };

  it('fills the courts side by side, then starts the next slot one match length later', () => {
    const slots = scheduleMatches(rounds, [plan], []);
    expect(['r1-m1', 'r1-m2', 'r1-m3', 'r1-m4', 'r1-m8'].map((id) => slots.get(id))).toEqual([
      { startsAt: at('2025-04-08T09:00:00+05:30'), court: 'Court 1' },
      { startsAt: at('2025-04-08T09:00:00+05:30'), court: 'Court 2' },
      { startsAt: at('2025-04-08T09:00:00+05:30'), court: 'Court 3' },
      { startsAt: at('2025-04-08T09:20:00+05:30'), court: 'Court 1' },
      { startsAt: at('2025-04-08T09:40:00+05:30'), court: 'Court 2' },
    ]);
  });

  it('gives each round its own plan, and no times to a round without one', () => {
    const second = { startsAt: '2025-04-09T14:00:00+05:30', courts: ['Board 1'], matchMinutes: 45 };
    const slots = scheduleMatches(rounds, [plan, second], []);
    expect(slots.get('r2-m2')).toEqual({
      startsAt: at('2025-04-09T14:45:00+05:30'),
      court: 'Board 1',
    });
    expect(slots.get('r3-m1')).toBeUndefined();
  });

  it('keeps a match placed by hand, and closes the automatic order up behind it', () => {
    const fixed = { match: 'r1-m1', startsAt: '2025-04-08T17:00:00+05:30', court: 'Centre court' };
    const slots = scheduleMatches(rounds, [plan], [fixed]);
    expect(slots.get('r1-m1')).toEqual({ startsAt: at(fixed.startsAt), court: 'Centre court' });
    expect(slots.get('r1-m2')).toEqual({ startsAt: at(plan.startsAt), court: 'Court 1' });
  });

  it('gives byes no slot: the played matches take the courts', () => {
    const draw = buildBracket(names(6), []); // 8 places, seeds 1 and 2 have byes
    const slots = scheduleMatches(draw.rounds, [plan], []);
    expect(draw.rounds[0]!.filter((match) => match.bye).map((match) => match.id)).toEqual([
      'r1-m1',
      'r1-m3',
    ]);
    expect(slots.has('r1-m1')).toBe(false);
    expect(slots.get('r1-m2')?.court).toBe('Court 1');
    expect(slots.get('r1-m4')?.court).toBe('Court 2');
  });
});
