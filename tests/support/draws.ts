import type { ContentFile } from '@/lib/content/parse';
import { parseDraws, type Draw } from '@/lib/events/draw/load';

/** When the fixture knockout's first round starts; its final is the next day at 2 PM. */
export const CUP_START = '2025-04-08T09:00:00+05:30';
/** An end for an event holding the fixture knockout: the final's day at 6 PM. */
export const CUP_END = '2025-04-09T18:00:00+05:30';

/**
 * A fixture knockout of four (not content/draws/): Ann beat Dev and Bea beat Cal in the first
 * round, and the final (Ann v Bea) has its result only when `final` names the winner. Its first
 * round is played side by side on `courts` (on one court, the second match an hour later); it
 * is the draw of the event `eventId`.
 */
export function cupDraw(
  final?: string,
  {
    eventId = 'cup',
    courts = ['Court 1', 'Court 2'],
  }: { eventId?: string; courts?: string[] } = {},
): Draw {
  const results = [
    { match: 'r1-m1: Ann v Dev', winner: 'Ann', score: '2-0' },
    { match: 'r1-m2: Bea v Cal', winner: 'Bea', score: '2-1' },
    ...(final ? [{ match: 'r2-m1: Ann v Bea', winner: final, score: '2-1' }] : []),
  ];
  const file: ContentFile = {
    file: `content/draws/${eventId}.json`,
    data: {
      entrants: 'Ann\nBea\nCal\nDev',
      rounds: [
        { startsAt: CUP_START, courts, matchMinutes: 60 },
        { startsAt: '2025-04-09T14:00:00+05:30', courts: ['Court 1'], matchMinutes: 60 },
      ],
      results,
    },
  };
  return parseDraws([file], [eventId])[0]!;
}
