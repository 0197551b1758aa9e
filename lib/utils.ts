import { clsx, type ClassValue } from 'clsx';

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
let kolkataDate: Intl.DateTimeFormat | undefined;

/** 10000 → "$10,000". */
export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return usd.format(amount);
}

/** The one date formatter: an ISO date-time as a Kolkata calendar date, e.g. "8 April 2025". */
export function formatDate(iso: string): string {
  kolkataDate ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return kolkataDate.format(new Date(iso));
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
