import type { Route } from '@/lib/routes';

/**
 * Which pages need origins beyond the base policy (lib/security/csp.ts). A static export sets its
 * Content-Security-Policy in each page's HTML, and a client-side navigation keeps the policy of
 * the page it started on; so a link into one of these pages loads it as a whole document
 * (components/ui/link.tsx), and the page arrives with its own policy.
 */
export const PAGE_FEATURES = {
  // Google sign-in: the Auth SDK's popup helper script and the auth domain's frame.
  '/signin/': ['google-sign-in'],
  '/signup/': ['google-sign-in'],
  // The contact form's email service, its reCAPTCHA check and the map the visitor can ask for.
  '/contact/': ['email', 'recaptcha', 'map'],
  // Written out, not ROUTES.…: every page's link code carries this module, and the type alone
  // (lib/routes.ts) holds each key to a real page.
} as const satisfies Partial<Record<Route, readonly CspFeature[]>>;

/** Everything a page can need beyond the base policy. */
export type CspFeature = 'google-sign-in' | 'email' | 'recaptcha' | 'map';

/** A site path with a trailing slash, without query or hash ("/contact/?a=1#x" -> "/contact/"). */
function normalisePath(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.endsWith('/') ? path : `${path}/`;
}

/** The features of the page at `href` (a site path); none for every other page. */
export function pageFeatures(href: string): readonly CspFeature[] {
  const path = normalisePath(href);
  return Object.hasOwn(PAGE_FEATURES, path)
    ? PAGE_FEATURES[path as keyof typeof PAGE_FEATURES]
    : [];
}

/** Whether a link to `href` must load a whole document so that its page gets its own policy. */
export function needsDocumentLoad(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && pageFeatures(href).length > 0;
}
