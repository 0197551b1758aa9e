'use client';

import * as React from 'react';

import { kolkataNewYear } from '@/lib/clock/kolkata';
import { kolkataYear, pageNow } from '@/lib/clock/page';
import { watchPageClock } from '@/lib/clock/watch';

export type CurrentYearProps = { buildYear: number };

const subscribe = (onChange: () => void) =>
  watchPageClock([kolkataNewYear(kolkataYear(pageNow()) + 1)], onChange);

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
