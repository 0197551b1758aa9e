'use client';

import { usePathname } from 'next/navigation';

import { useRouteChangeEffect } from '@/lib/hooks/use-route-change-effect';

/**
 * Scrolls to the top of the page on every route change. Not on the first mount: the page was
 * on screen before React, and a visitor who has started scrolling stays where they are.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  useRouteChangeEffect(pathname, () => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
  return null;
}
