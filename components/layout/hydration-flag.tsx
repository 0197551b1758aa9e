'use client';

import * as React from 'react';

/**
 * Marks <html data-hydrated> once React runs in the browser. The framework's scripts load after
 * the page has painted (lib/perf/first-paint.ts); the flag tells end-to-end tests (and any
 * style that needs to know) that the interactive parts are live.
 */
export function HydrationFlag() {
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
