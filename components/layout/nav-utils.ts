/** A path with its closing slash, as the site's addresses end. */
const normalise = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** Whether a nav link points at the current page or (for sections) one of its sub-pages. */
export function isActivePath(pathname: string, href: string): boolean {
  const current = normalise(pathname);
  const target = normalise(href);
  return target === '/' ? current === '/' : current.startsWith(target);
}

/**
 * A nav link's aria-current: `page` on the page it links to, `true` on a page within its section
 * (Events on /events/football/: the visitor is in Events, not on its list), none elsewhere.
 */
export function ariaCurrent(pathname: string, href: string): 'page' | 'true' | undefined {
  if (!isActivePath(pathname, href)) return undefined;
  return normalise(pathname) === normalise(href) ? 'page' : 'true';
}
