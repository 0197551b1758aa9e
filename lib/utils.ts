import { clsx, type ClassValue } from 'clsx';

import { kolkataIso } from '@/lib/clock/kolkata';

/**
 * Joins class names (conditionals allowed). It does not resolve Tailwind conflicts (that library
 * would add 8 KB to every page): give a component a variant instead of overriding a utility it
 * already sets.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

// The formatters are made on first use: at module level they would be side effects that keep
// them in every client bundle that only wants cn().
let usd: Intl.NumberFormat | undefined;

/** 10000 → "$10,000". */
export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return usd.format(amount);
}

/** Every date and time on the site is shown in Kolkata time, whatever zone a value was written in. */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

const partsFormatters: Record<string, Intl.DateTimeFormat> = {};

/** Year, month, day and 24-hour time in one zone (made on first use, kept per zone). */
function partsIn(timeZone: string): Intl.DateTimeFormat {
  partsFormatters[timeZone] ??= new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return partsFormatters[timeZone];
}

type DayTime = { year: string; month: string; day: string; hour: number; minute: string };

/** The Kolkata calendar day and wall-clock time of an ISO date-time (a bare date is that day). */
function kolkata(iso: string): DayTime {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = dateOnly
    ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]), 12))
    : new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${iso}`);
  const parts = Object.fromEntries(
    // A bare date (2025-04-06) names a calendar day: read at noon UTC, in UTC, so no zone moves it.
    partsIn(dateOnly ? 'UTC' : SITE_TIME_ZONE)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: Number(parts.hour) % 24,
    minute: parts.minute ?? '00',
  };
}

/**
 * An ISO date-time written in any zone, rewritten in Kolkata time: "2025-04-08T03:30:00.000Z" →
 * "2025-04-08T09:00:00+05:30" (India has kept +05:30 all year since 1945).
 */
export function toKolkataIso(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new Error(`Not an ISO date-time: ${iso}`);
  return kolkataIso(time);
}

/**
 * The one date formatter, in the spec's style: "April 8, 2025" for a date or date-time, shown
 * as the Kolkata calendar day.
 */
export function formatDate(iso: string): string {
  const { year, month, day } = kolkata(iso);
  return `${month} ${day}, ${year}`;
}

/** The same Kolkata day without its year, where the year goes without saying: "April 8". */
export function formatDayMonth(iso: string): string {
  const { month, day } = kolkata(iso);
  return `${month} ${day}`;
}

/**
 * The last moment of something that ends at `end` (ms): a millisecond before, so an end at
 * midnight falls on the day before, as the date range, the daily hours and the deadline check
 * read it.
 */
export const lastMoment = (end: number) => end - 1;

/**
 * A date range in the spec's style, Kolkata days: "April 9, 2025" (one day), "April 8-10, 2025"
 * (one month), "April 30 - May 2, 2025" (one year), "December 30, 2025 - January 2, 2026". An
 * end at midnight ends the day before: 6 PM on April 9 to midnight is "April 9, 2025".
 */
export function formatDateRange(startIso: string, endIso: string): string {
  const start = kolkata(startIso);
  const end = kolkata(new Date(lastMoment(Date.parse(endIso))).toISOString());
  if (start.year !== end.year) {
    return `${start.month} ${start.day}, ${start.year} - ${end.month} ${end.day}, ${end.year}`;
  }
  if (start.month !== end.month) {
    return `${start.month} ${start.day} - ${end.month} ${end.day}, ${end.year}`;
  }
  if (start.day !== end.day) return `${start.month} ${start.day}-${end.day}, ${end.year}`;
  return formatDate(startIso);
}

/** A Kolkata wall-clock time: "9:00 AM", "6:30 PM", "12:00 PM". */
export function formatTime(iso: string): string {
  const { hour, minute } = kolkata(iso);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The daily hours of an event in the spec's style: "9:00 AM - 8:00 PM". */
export function formatTimeRange(startIso: string, endIso: string): string {
  return `${formatTime(startIso)} - ${formatTime(endIso)}`;
}

/** An ended event's price line when it had no fees: "not yet" no longer holds. */
export const PRICE_NOT_ANNOUNCED = 'Price not announced';

/**
 * An event's price from its fees (rupees): "Rs. 1200 per team", "Rs. 100 singles / 200
 * doubles", "Rs. 550"; a fee of 0 is free: "Free", "Free for students / Rs. 100 for others";
 * "Price not yet announced" when there are none.
 */
export function formatFees(fees: readonly { amount: number; label?: string }[]): string {
  if (fees.length === 0) return 'Price not yet announced';
  let rupees = false; // "Rs." once, before the first amount
  const parts = fees.map(({ amount, label }) => {
    if (amount === 0) return label ? `free ${label}` : 'free';
    const part = label ? `${amount} ${label}` : `${amount}`;
    if (rupees) return part;
    rupees = true;
    return `Rs. ${part}`;
  });
  const price = parts.join(' / ');
  return price.charAt(0).toUpperCase() + price.slice(1);
}

/** "Final_over_at_the_ground.svg" → "Final over at the ground". */
export function altFromFileName(fileName: string): string {
  return fileName
    .replace(/\.[^.]+$/, '')
    .replace(/_+/g, ' ')
    .trim();
}

/** The number a file name starts with ("10_name.svg" → 10); Infinity when there is none. */
export function numericPrefix(fileName: string): number {
  const match = /^(\d+)/.exec(fileName);
  return match?.[1] ? Number(match[1]) : Number.POSITIVE_INFINITY;
}

/** Sorts file names by their numeric prefix (2 before 10), then alphabetically. */
export function byNumericPrefix(a: string, b: string): number {
  return numericPrefix(a) - numericPrefix(b) || a.localeCompare(b);
}
