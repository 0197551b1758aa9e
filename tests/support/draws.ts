import type { ContentFile } from '@/lib/content/parse';
import { parseDraws, type Draw } from '@/lib/events/draw/load';

/** When the fixture knockout's first round starts; its final is the next day at 2 PM. */
export const CUP_START = '2025-04-08T09:00:00+05:30';

/**
 * A fixture knockout of four (not content/draws/): Ann beat Dev and Bea beat Cal in the first
 * round, and the final (Ann v Bea) has its result only when `final` names the winner.
 */
export function cupDraw(final?: string): Draw {
  const results = [
    { match: 'r1-m1: Ann v Dev', winner: 'Ann', score: '2-0' },
    { match: 'r1-m2: Bea v Cal', winner: 'Bea', score: '2-1' },
    ...(final ? [{ match: 'r2-m1: Ann v Bea', winner: final, score: '2-1' }] : []),
  ];
  const file: ContentFile = {
    file: 'content/draws/cup.json',
    data: {
      entrants: 'Ann\nBea\nCal\nDev',
      rounds: [
        { startsAt: CUP_START, courts: ['Court 1', 'Court 2'], matchMinutes: 60 },
        { startsAt: '2025-04-09T14:00:00+05:30', courts: ['Court 1'], matchMinutes: 60 },
      ],
      results,
    },
  };
  return parseDraws([file], ['cup'])[0]!;
}
