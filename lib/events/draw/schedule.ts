import { toKolkataIso } from '@/lib/utils';

import type { Match } from './bracket';

/** When and where one round is played, as the draw file holds it (see schema.ts). */
export type RoundPlan = {
  /** The start of the round's first matches. */
  startsAt: string;
  /** The courts (boards, tables) in use, in the order they are filled. */
  courts: string[];
  /** How long one match takes, changeovers included, in minutes. */
  matchMinutes: number;
};

/** A match the organisers placed by hand. */
export type FixedSlot = { match: string; startsAt: string; court: string };

/** A match's start (Kolkata time, 2025-04-08T09:20:00+05:30) and court. */
export type Slot = { startsAt: string; court: string };

/**
 * Gives every match that is played a start and a court: round by round, in draw order, the
 * matches fill the courts side by side, then the next slot begins one match length later
 * (4 courts, 20 minutes: matches 1-4 at the start, 5-8 twenty minutes on). A match placed by
 * hand keeps its slot and leaves the automatic order, which closes up behind it. Byes are not
 * played and get no slot; a round without a plan has no times yet.
 */
export function scheduleMatches(
  rounds: readonly Match[][],
  plans: readonly RoundPlan[],
  fixed: readonly FixedSlot[],
): Map<string, Slot> {
  const slots = new Map<string, Slot>();
  const byHand = new Map(fixed.map((slot) => [slot.match, slot]));
  rounds.forEach((matches, index) => {
    const plan = plans[index];
    let next = 0;
    for (const match of matches) {
      if (match.bye) continue;
      const set = byHand.get(match.id);
      if (set) {
        slots.set(match.id, { startsAt: toKolkataIso(set.startsAt), court: set.court });
        continue;
      }
      if (!plan) continue;
      const slot = Math.floor(next / plan.courts.length);
      const start = Date.parse(plan.startsAt) + slot * plan.matchMinutes * 60_000;
      slots.set(match.id, {
        startsAt: toKolkataIso(new Date(start).toISOString()),
        court: plan.courts[next % plan.courts.length]!,
      });
      next += 1;
    }
  });
  return slots;
}
