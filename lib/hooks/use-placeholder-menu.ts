import * as React from 'react';

/**
 * A menu whose code (Radix, about 18 KB gzipped) loads after the page: its trigger is a real
 * button from the start (a placeholder), and whatever the visitor did to the placeholder
 * (pressed it, pressed Enter, focused it) carries over to the real menu when it arrives, so no
 * tap is lost and nothing looks ready that is not. The real menu's side is useIntentMenu
 * (lib/hooks/use-intent-menu.ts), a module of its own so that it loads with the menu.
 */
export type EarlyIntent = {
  /** Pressed, clicked or opened from the keyboard: the real menu opens at once. */
  open: boolean;
  /** Had focus: the real trigger gets it. */
  focus: boolean;
  /** Opened from the keyboard: the first item gets focus, as the menu pattern expects. */
  keyboard: boolean;
};

/** Nothing happened before the menu loaded. */
export const NO_INTENT: EarlyIntent = { open: false, focus: false, keyboard: false };

/**
 * The placeholder trigger's handlers and what they recorded. `load` starts fetching the real
 * menu; it runs on every sign of intent (pointer over it, focus, press, keys). A press opens on
 * pointerdown, as Radix's trigger does: the real trigger may replace the placeholder between
 * the press and the release, and a click split across the two elements would never arrive.
 * A click alone (assistive technology) opens it too.
 */
export function usePlaceholderTrigger(load: () => void) {
  const [intent, setIntent] = React.useState<EarlyIntent>(NO_INTENT);
  const open = (keyboard = false) => {
    setIntent((current) => ({ ...current, open: true, keyboard: current.keyboard || keyboard }));
    load();
  };
  const triggerProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: load,
    onFocus: () => {
      setIntent((current) => ({ ...current, focus: true }));
      load();
    },
    onBlur: () => setIntent((current) => ({ ...current, focus: false })),
    onPointerDown: (event: React.PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      // As Radix does: the menu, not the button, takes the focus.
      event.preventDefault();
      open();
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      open(true);
    },
    onClick: () => open(),
  };
  return { intent, triggerProps };
}
