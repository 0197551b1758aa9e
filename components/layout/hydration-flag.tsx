'use client';

import * as React from 'react';

/**
 * Marks <html data-hydrated> once React has hydrated the page (after its first commit). The
 * page is on screen before that: the flag releases the taps caught meanwhile (lib/early-taps.ts)
 * and tells end-to-end tests that the interactive parts are live.
 */
export function HydrationFlag() {
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
