import { z } from 'zod';

import { dateTime } from '@/lib/events/schema';
import { undrawableMessage } from '@/lib/og/glyphs';

import { entrantProblems } from './entrants';
import { MATCH_LABEL_PATTERN } from './results';

/**
 * One file per knockout event: content/draws/<event-id>.json. Having a draw file is what makes an
 * event a knockout (the flash events have none). The organisers write the entrants in seed order
 * and, per round, when and where it is played; the results are added as matches finish. The
 * bracket, the slots and the courts are worked out from these at build (bracket.ts,
 * schedule.ts); the CMS configuration describes the same fields.
 */
export const DRAWS_FOLDER = 'content/draws';

const text = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
  .trim()
  .min(1, 'must not be empty');

const matchLabel = text.regex(MATCH_LABEL_PATTERN, {
  error:
    'must name the match and its two entrants, like "r1-m3: Team A v Team B" ' +
    "(pick it in the CMS; the id r1-m3 ends the match's link on the event page)",
});

export const RoundPlanSchema = z
  .object({
    startsAt: dateTime,
    courts: z.array(text).min(1, 'needs at least one court (board, table)'),
    matchMinutes: z.number().int().positive('must be a whole number of minutes above 0'),
  })
  .strict();

export const FixedSlotSchema = z
  .object({
    match: text.regex(/^r[1-9]\d*-m[1-9]\d*$/, 'must be a match like r1-m3'),
    startsAt: dateTime,
    court: text,
  })
  .strict();

export const DrawResultSchema = z
  .object({
    match: matchLabel,
    winner: text,
    score: text.optional(),
    walkover: z.boolean().default(false),
  })
  .strict()
  .superRefine((result, ctx) => {
    if (result.walkover && result.score) {
      ctx.addIssue({
        code: 'custom',
        path: ['score'],
        message: 'a walkover has no score: leave the score empty',
      });
    }
  });

export const DrawFileSchema = z
  .object({
    /**
     * The event's id, as the file is named. The CMS writes it (it names a new draw's file);
     * a file written by hand may leave it out.
     */
    event: text.optional(),
    /** One entrant (team or player) a line, in seed order: the top seed first. */
    entrants: text,
    /** The entrants are children: each is published by first name and initial only. */
    under18: z.boolean().default(false),
    /** When and where each round is played, the first round first. */
    rounds: z.array(RoundPlanSchema).default([]),
    /** Matches placed by hand, outside the automatic order. */
    fixedSlots: z.array(FixedSlotSchema).default([]),
    results: z.array(DrawResultSchema).default([]),
  })
  .strict()
  .superRefine((draw, ctx) => {
    for (const message of entrantProblems(draw.entrants, draw.under18, undrawableMessage)) {
      ctx.addIssue({ code: 'custom', path: ['entrants'], message });
    }
  });

export type DrawFile = z.output<typeof DrawFileSchema>;

export { entrantLines } from './entrants';
