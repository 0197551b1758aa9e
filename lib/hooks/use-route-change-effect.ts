import * as React from 'react';

/**
 * Runs `effect` after a render in which `route` (a pathname) differs from the one before, and
 * never on the first mount. The page is on screen before React takes it over: whatever the
 * visitor did meanwhile (scrolled, opened a menu) must survive hydration, so effects meant for
 * a navigation must not fire when React merely arrives. For resetting state on a change
 * during render, use useOnChange instead.
 */
export function useRouteChangeEffect(route: string, effect: () => void): void {
  const previous = React.useRef(route);
  // After every render (a comparison is all it costs), so `effect` is always the latest one.
  React.useEffect(() => {
    if (previous.current === route) return;
    previous.current = route;
    effect();
  });
}
