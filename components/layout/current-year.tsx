'use client';

import * as React from 'react';

export type CurrentYearProps = { buildYear: number };

const noSubscription = () => () => {};

/** The build year in the HTML, the visitor's current year once hydrated. */
export function CurrentYear({ buildYear }: CurrentYearProps) {
  const year = React.useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
