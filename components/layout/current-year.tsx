'use client';

import * as React from 'react';

import { KOLKATA_OFFSET_MS } from '@/lib/clock/kolkata';
import { kolkataYear, pageNow } from '@/lib/clock/page';
import { watchPageClock } from '@/lib/clock/watch';

export type CurrentYearProps = { buildYear: number };

/** Kolkata midnight starting January 1 after `year`, in ms. */
const nextNewYear = (year: number) => Date.UTC(year + 1, 0, 1) - KOLKATA_OFFSET_MS;

const subscribe = (onChange: () => void) =>
  watchPageClock([nextNewYear(kolkataYear(pageNow()))], onChange);

/**
 * The build's year in the HTML, then the year of the site's clock (lib/clock/page.ts), which
 * turns at Kolkata midnight on January 1 on a page left open; never a year before the build's
 * (a phone whose clock is behind).
 */
export function CurrentYear({ buildYear }: CurrentYearProps) {
  const year = React.useSyncExternalStore(
    subscribe,
    () => Math.max(buildYear, kolkataYear(pageNow())),
    () => buildYear,
  );
  return <>{year}</>;
}
