'use client';

import * as React from 'react';

/** Marks the history entry an open picture added (Next's router copies its own state beside it). */
const ENTRY_KEY = 'galleryLightbox';

function onOwnEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && ENTRY_KEY in state;
}

/**
 * Makes the phone's Back button close what is open (the lightbox) instead of leaving the page.
 * `enter()`, called as it opens, adds a history entry at the same address; Back then lands on
 * the entry before it, and `onClose` closes it. `close()`, for a close by the page's own
 * controls (button, Escape, backdrop), closes it and takes that entry off again with
 * history.back(), so no stray step is left for Back to spend. Each entry is left once: after
 * Back (or when the entry is no longer the current one), `close()` only closes.
 *
 * Next's router lets this be: its patched pushState keeps the state given (adding its own beside
 * it), and with no URL given it neither restores nor navigates; the Back that follows lands on
 * its own entry for the same page, which it restores in place.
 */
export function useBackCloses(open: boolean, onClose: () => void) {
  const entered = React.useRef(false);
  const back = React.useEffectEvent(() => {
    entered.current = false;
    onClose();
  });

  React.useEffect(() => {
    if (!open) return;
    const onPopState = () => {
      if (entered.current && !onOwnEntry()) back();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open]);

  const enter = React.useCallback(() => {
    if (entered.current) return;
    try {
      window.history.pushState({ [ENTRY_KEY]: true }, '');
      entered.current = true;
    } catch {
      // Safari refuses more than 100 changes in 10 s: Back then leaves, as before.
    }
  }, []);

  const close = () => {
    onClose();
    if (!entered.current) return;
    entered.current = false;
    if (onOwnEntry()) window.history.back();
  };

  return { enter, close };
}
