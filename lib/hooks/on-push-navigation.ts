/** The part of the Navigation API (Chrome, Edge, Safari 26.2, Firefox 147) this uses. */
type NavigationLike = EventTarget;
type EntryChange = Event & { navigationType?: string };

/**
 * Calls `listener` after each navigation that pushes a new entry onto this tab's history within
 * the page: Next's router going to the same page at another address (another hash or query),
 * which fires neither hashchange nor popstate, so a component that reads its state from the
 * address would miss it. Not for `replace` (a component writing its own state into the
 * address) nor for Back and Forward (popstate). Where the browser has no Navigation API,
 * nothing happens. Returns what stops it.
 */
export function onPushNavigation(listener: () => void): () => void {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  if (!navigation) return () => {};
  const onChange = (event: Event) => {
    if ((event as EntryChange).navigationType === 'push') listener();
  };
  navigation.addEventListener('currententrychange', onChange);
  return () => navigation.removeEventListener('currententrychange', onChange);
}
