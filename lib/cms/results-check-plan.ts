import { pathOfField } from '@/lib/content/field-path';
import { daysIn } from '@/lib/events/date-time';
import { buildBracket } from '@/lib/events/draw/bracket';
import {
  scheduleProblems,
  type DrawPlan,
  type EventSpan,
  type FieldProblem,
} from '@/lib/events/draw/checks';
import { timeProblems } from '@/lib/events/draw/time-checks';

// The check of a draw's rounds and matches placed by hand before a save, in the results editor
// (results-check.ts) and for a new draw in the content manager (content-check.ts): the build's
// own checks (lib/events/draw/checks.ts) on what the form holds,
// each problem named as the editor lists the field, in the build's words.

/** The field names of a round and of a match placed by hand, as the results editor labels them. */
const PLAN_LABELS: Record<string, string> = {
  startsAt: 'Starts at',
  courts: 'Courts',
  matchMinutes: 'Minutes per match',
  match: 'Match',
  court: 'Court',
};

/** The event of a draw: its id, and its dates as of the last build (none: not checked). */
export type DrawEvent = { id: string; span?: EventSpan };

/** The event `id` with its dates from `spans` (each event's by id; an own key only). */
export const drawEvent = (id: string, spans: Readonly<Record<string, EventSpan>>): DrawEvent => ({
  id,
  span: Object.prototype.hasOwnProperty.call(spans, id) ? spans[id] : undefined,
});

/** The form's rounds and matches placed by hand, as Decap holds them. */
export type SavedPlan = { rounds?: unknown; fixedSlots?: unknown };

/** A form's text field as typed, trimmed; '' for anything else. */
export const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A date-time as the build takes it (2025-04-08T09:00:00+05:30, a day the month has). */
export function dateTimeOf(value: unknown): string | undefined {
  const text = textOf(value);
  const found = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.exec(text);
  if (!found || Number.isNaN(Date.parse(text))) return undefined;
  const [year, month, day] = found.slice(1, 4).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) ? text : undefined;
}

/**
 * The form's rounds and matches placed by hand as the build reads them; undefined while one of
 * them is not filled in as the build takes it (Decap's required fields, or the build, say so).
 */
function planOf(data: SavedPlan): DrawPlan | undefined {
  const listOf = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  const fieldsOf = (item: unknown) => (item ?? {}) as Record<string, unknown>;
  const rounds = listOf(data.rounds).map((item) => {
    const { startsAt, courts, matchMinutes } = fieldsOf(item);
    const named = listOf(courts).map(textOf);
    return {
      startsAt: dateTimeOf(startsAt) ?? '',
      courts: named.length > 0 && named.every(Boolean) ? named : [],
      matchMinutes: Number.isInteger(matchMinutes) ? (matchMinutes as number) : 0,
    };
  });
  const fixedSlots = listOf(data.fixedSlots).map((item) => {
    const { match, startsAt, court } = fieldsOf(item);
    const id = textOf(match);
    return {
      match: /^r[1-9]\d*-m[1-9]\d*$/.test(id) ? id : '',
      startsAt: dateTimeOf(startsAt) ?? '',
      court: textOf(court),
    };
  });
  const filled =
    rounds.every((round) => round.startsAt && round.courts.length > 0 && round.matchMinutes > 0) &&
    fixedSlots.every((slot) => slot.match && slot.startsAt && slot.court);
  return filled ? { rounds, fixedSlots } : undefined;
}

/**
 * What the build would refuse in the rounds and the matches placed by hand (checks.ts), each
 * named as the editor lists it: "Rounds: …", "Round 2: Starts at: …", "Match placed by hand 1
 * (r3-m1): Starts at: …", then the build's sentence.
 */
export function planProblems(
  data: SavedPlan,
  entrants: readonly string[],
  event: DrawEvent | undefined,
): string[] {
  const plan = planOf(data);
  if (!plan) return [];
  const bracket = buildBracket(entrants, []);
  const { rounds, problems } = scheduleProblems(bracket.rounds, entrants.length, plan);
  const timed = event?.span ? timeProblems(event.id, plan, event.span, rounds) : [];
  const say = ({ field, message }: FieldProblem) => {
    const [list, index, key] = pathOfField(field);
    const number = Number(index) + 1;
    const item =
      index === undefined
        ? 'Rounds'
        : list === 'rounds'
          ? `Round ${number}`
          : `Match placed by hand ${number} (${plan.fixedSlots[number - 1]?.match})`;
    return `${item}: ${key ? `${PLAN_LABELS[String(key)] ?? key}: ` : ''}${message}.`;
  };
  return [...problems, ...timed].map(say);
}
