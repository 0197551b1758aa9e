import * as React from 'react';

import type { GalleryCategory } from '@/lib/content/gallery';
import { onPushNavigation } from '@/lib/hooks/on-push-navigation';
import { galleryCategoryId } from '@/lib/routes';

/** Whether this page is the document the browser loaded (not reached by a link in the site). */
function openedAfresh(): boolean {
  const [load] = performance.getEntriesByType?.('navigation') ?? [];
  return !load || load.name === window.location.href;
}

/** What the gallery lets the address set (GalleryBrowser's state and refs). */
export type CategoryFromAddress = {
  /** The category chips, brought into view at a link to one of them. */
  filterRef: React.RefObject<HTMLElement | null>;
  /** The value of "All". */
  all: string;
  setCategory: (category: string) => void;
  setExpanded: (expanded: boolean) => void;
};

/**
 * The gallery's category as the address says it (GalleryBrowser); returns what to call with the
 * hash the gallery writes into the address itself (a chip chosen), which is then not read back.
 * A link to one category (galleryCategoryPath: /gallery/#gallery-chess, an event page's once
 * it is over) opens at its chip, brought into view: after a link within the site always (the
 * router keeps the last page's scroll for an address with a hash), on a page opened afresh
 * unless the visitor has scrolled while it loaded. Back or Forward to the address without one
 * goes back to All. A move within the same address (an open picture's history step) changes
 * nothing.
 */
export function useCategoryFromAddress(
  categories: readonly GalleryCategory[],
  { filterRef, all, setCategory, setExpanded }: CategoryFromAddress,
): (hash: string) => void {
  /** The hash the category was last read from or written to. */
  const shownHash = React.useRef<string | null>(null);
  React.useEffect(() => {
    const fromAddress = (opened: boolean) => {
      const hash = window.location.hash;
      if (!opened && hash === shownHash.current) return;
      shownHash.current = hash;
      const match = categories.find((c) => hash === `#${galleryCategoryId(c.folder)}`);
      if (!match) {
        if (!opened && hash === '') setCategory(all);
        return;
      }
      setCategory(match.folder);
      setExpanded(false);
      if (!opened || !openedAfresh() || window.scrollY === 0) {
        filterRef.current?.scrollIntoView?.();
      }
    };
    fromAddress(true);
    const onChange = () => fromAddress(false);
    // A link in the site to this page with another hash (the header's Gallery on
    // /gallery/#gallery-cricket) is a pushState of Next's router: no hashchange, no popstate.
    const stopFollowingPushes = onPushNavigation(onChange);
    window.addEventListener('hashchange', onChange);
    window.addEventListener('popstate', onChange);
    return () => {
      stopFollowingPushes();
      window.removeEventListener('hashchange', onChange);
      window.removeEventListener('popstate', onChange);
    };
  }, [categories, filterRef, all, setCategory, setExpanded]);
  return React.useCallback((hash: string) => {
    shownHash.current = hash;
  }, []);
}
