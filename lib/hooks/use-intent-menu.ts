import * as React from 'react';

import type { EarlyIntent } from './use-placeholder-menu';

/**
 * The real menu's side: opens if the placeholder was clicked, takes over its focus (when it was
 * focused but not opened), and focuses the first item after a keyboard open (Radix only does so
 * for keyboard opens it saw itself).
 */
export function useIntentMenu(intent: EarlyIntent) {
  const [open, setOpen] = React.useState(intent.open);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const contentRef = React.useRef<HTMLDivElement>(null);
  const focusFirstItem = React.useRef(intent.open && intent.keyboard);
  // An open menu takes focus itself (its content, or the first item below): moving it to the
  // trigger then would count as focus leaving the menu and close it.
  const focusTrigger = React.useRef(intent.focus && !intent.open);

  React.useEffect(() => {
    if (!focusTrigger.current) return;
    focusTrigger.current = false;
    // The placeholder had the focus without being pressed (a press opens the menu instead), so
    // it came from the keyboard: its ring stays, which a focus moved by script does not show
    // unless told (focusVisible).
    triggerRef.current?.focus({ focusVisible: true } as FocusOptions);
  }, []);

  React.useEffect(() => {
    if (!open || !focusFirstItem.current) return;
    focusFirstItem.current = false;
    const frame = requestAnimationFrame(() =>
      contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return { open, setOpen, triggerRef, contentRef };
}
