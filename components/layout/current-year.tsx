'use client';

import * as React from 'react';

import { kolkataYear, pageNow } from '@/lib/page-clock';

export type CurrentYearProps = { buildYear: number };

const noSubscription = () => () => {};

/** The build year in the HTML, the year of the site's clock (lib/page-clock.ts) once hydrated. */
export function CurrentYear({ buildYear }: CurrentYearProps) {
  const year = React.useSyncExternalStore(
    noSubscription,
    () => kolkataYear(pageNow()),
    () => buildYear,
  );
  return <>{year}</>;
}
