'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';

import { useOnChange } from '@/lib/hooks/use-on-change';
import { Spinner } from '@/components/ui/spinner';

/** Delay before the spinner appears, so fast navigations do not flash it. */
const SHOW_AFTER_MS = 250;

function isInternalNavigation(event: MouseEvent): boolean {
  // Next's <Link> prevents the default action to navigate client-side, so do not check for it.
  if (event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/**
 * Pages are pre-rendered, so there is nothing to wait for on first load. A client-side
 * navigation on a slow network can take a moment, though: show a spinner while it does.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const [pending, setPending] = React.useState(false);
  const [visible, setVisible] = React.useState(false);

  useOnChange(pathname, () => {
    setPending(false);
    setVisible(false);
  });

  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) setPending(true);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  React.useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  // The live region is always there (empty until a navigation takes a while), so that a
  // screen reader reads "Loading page…" when it appears; one mounted with its words says nothing.
  return (
    <div aria-live="polite" className="fixed inset-x-0 top-16 z-30 flex justify-center">
      {visible ? (
        <Spinner label="Loading page…" className="rounded-b-lg bg-background px-5 py-3 shadow-lg" />
      ) : null}
    </div>
  );
}
