'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';

/** Scrolls to the top of the page on every route change. */
export function ScrollToTop() {
  const pathname = usePathname();
  React.useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
