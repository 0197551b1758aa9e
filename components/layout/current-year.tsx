'use client';

import * as React from 'react';

export type CurrentYearProps = { buildYear: number };

/** The year the page was built, corrected to the visitor's current year after mount. */
export function CurrentYear({ buildYear }: CurrentYearProps) {
  const [year, setYear] = React.useState(buildYear);
  React.useEffect(() => setYear(new Date().getFullYear()), []);
  return <span suppressHydrationWarning>{year}</span>;
}
