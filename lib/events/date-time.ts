// What is wrong with a date-time an organiser wrote (an event's start and end, a draw's rounds),
// said so they can fix it: the schema (./schema.ts) decides what is accepted.

/** The form every date-time of the content takes: Kolkata time as the CMS writes it. */
export const DATE_TIME_EXAMPLE = '2025-04-08T09:00:00+05:30';

const DATE_TIME_MESSAGE = `must be a date-time with its zone, like ${DATE_TIME_EXAMPLE}`;

/** Kolkata's zone, which the CMS writes and an organiser means when they leave it out. */
const KOLKATA_ZONE = '+05:30';

/**
 * A date-time as people write one, with the parts the schema needs or without: date, "T" or a
 * space, hours and minutes, seconds (and a fraction), zone ("Z", "+05:30" or "+0530").
 */
const WRITTEN =
  /^(\d{4})-(\d\d)-(\d\d)([Tt ])(\d\d):(\d\d)(:\d\d(?:\.\d+)?)?(Z|z|[+-]\d\d:?\d\d)?$/;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** How many days `month` (1 to 12) of `year` has. */
export function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Why `input` is not a date-time the schema takes, in an organiser's words: a day the month does
 * not have ("February 2025 has no day 30"), a time no clock shows, or what to add and the value
 * with it added ("needs the seconds: write 2025-04-09T14:00:00+05:30").
 */
export function dateTimeMessage(input: unknown): string {
  const parts = typeof input === 'string' ? WRITTEN.exec(input.trim()) : null;
  if (!parts) return DATE_TIME_MESSAGE;
  const [, year = '', month = '', day = '', separator, hours = '', minutes = '', seconds, zone] =
    parts;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (m < 1 || m > 12) return `${year} has no month ${m}: write the month as 01 to 12`;
  if (d < 1 || d > daysIn(y, m)) return `${MONTHS[m - 1]} ${year} has no day ${d}`;
  const time = `${hours}:${minutes}${seconds ?? ''}`;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds?.slice(1, 3) ?? 0) > 59) {
    return `${time} is not a time of day: write 00:00:00 to 23:59:59`;
  }
  const offset = zone && /^[+-](\d\d):?(\d\d)$/.exec(zone);
  if (offset && (Number(offset[1]) > 23 || Number(offset[2]) > 59)) {
    return `${zone} is not a zone: Kolkata's is ${KOLKATA_ZONE}`;
  }
  const needs = [
    separator !== 'T' && 'a T between the date and the time',
    !seconds && 'the seconds',
    !zone && `its zone (${KOLKATA_ZONE} for Kolkata time)`,
    offset && !zone.includes(':') && 'a colon in its zone',
    zone === 'z' && 'a capital Z',
  ].filter((need): need is string => Boolean(need));
  if (needs.length === 0) return DATE_TIME_MESSAGE;
  const written = !zone
    ? KOLKATA_ZONE
    : offset
      ? `${zone.slice(0, 3)}:${zone.slice(-2)}`
      : zone.toUpperCase();
  const fixed = `${year}-${month}-${day}T${time}${seconds ? '' : ':00'}${written}`;
  const list =
    needs.length === 1 ? needs[0] : `${needs.slice(0, -1).join(', ')} and ${needs.at(-1)}`;
  return `needs ${list}: write ${fixed}`;
}
