import { useSyncExternalStore } from 'react';

import { DEFERRED_STYLESHEET_ATTRIBUTE } from '@/lib/deferred-stylesheet';

const subscribe = () => () => {};

/** False in the pre-rendered HTML and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Whether the site stylesheet is in effect: loaded and switched on (lib/build/critical-css.ts
 * turns it on once the document is parsed), or the page has finished loading whatever became of
 * it (a failed stylesheet does not hold anything back for ever).
 */
function stylesheetApplied(): boolean {
  if (document.readyState === 'complete') return true;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
    (link) => link.sheet !== null && !link.hasAttribute(DEFERRED_STYLESHEET_ATTRIBUTE),
  );
}

function subscribeToStylesheet(onChange: () => void): () => void {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  links.forEach((link) => link.addEventListener('load', onChange));
  document.addEventListener('DOMContentLoaded', onChange);
  window.addEventListener('load', onChange);
  return () => {
    links.forEach((link) => link.removeEventListener('load', onChange));
    document.removeEventListener('DOMContentLoaded', onChange);
    window.removeEventListener('load', onChange);
  };
}

/**
 * For what exists only in the browser (rendered once React runs, not in the HTML): true once
 * React runs and the site stylesheet is in effect. Such an element is not in the page the build
 * worked its critical CSS out from, so its rules may come only with the full stylesheet; shown
 * before that, it would be drawn unstyled and then move (a layout shift).
 */
export function useHydratedWithStylesheet(): boolean {
  return useSyncExternalStore(subscribeToStylesheet, stylesheetApplied, () => false);
}
