import * as React from 'react';

/**
 * A menu whose code (Radix, about 18 KB gzipped) loads after the page: its trigger is a real
 * button from the start (a placeholder), and whatever the visitor did to the placeholder
 * (clicked, pressed Enter, focused it) carries over to the real menu when it arrives, so no
 * tap is lost and nothing looks ready that is not. The real menu's side is useIntentMenu
 * (lib/hooks/use-intent-menu.ts), a module of its own so that it loads with the menu.
 */
export type EarlyIntent = {
  /** Clicked or opened from the keyboard: the real menu opens at once. */
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
 * menu; it runs on every sign of intent (pointer over it, touch, focus, click, keys).
 */
export function usePlaceholderTrigger(load: () => void) {
  const [intent, setIntent] = React.useState<EarlyIntent>(NO_INTENT);
  const triggerProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: load,
    onTouchStart: load,
    onFocus: () => {
      setIntent((current) => ({ ...current, focus: true }));
      load();
    },
    onBlur: () => setIntent((current) => ({ ...current, focus: false })),
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      setIntent((current) => ({ ...current, open: true, keyboard: true }));
      load();
    },
    onClick: () => {
      setIntent((current) => ({ ...current, open: true }));
      load();
    },
  };
  return { intent, triggerProps };
}
