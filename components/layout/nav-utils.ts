/** Whether a nav link points at the current page or (for sections) one of its sub-pages. */
export function isActivePath(pathname: string, href: string): boolean {
  const normalise = (path: string) => (path.endsWith('/') ? path : `${path}/`);
  const current = normalise(pathname);
  const target = normalise(href);
  return target === '/' ? current === '/' : current.startsWith(target);
}
