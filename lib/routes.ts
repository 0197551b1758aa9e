// Every page's address, written once: links, navigation, metadata, the route list, the page
// policy and the offline pages all read it. No imports, so client components can use it too.
// Event pages are lib/events/paths.ts's; a new page is added here (and lib/content/routes.ts
// lists it for the sitemap, the tests and the benchmark).

/** The pages of the site but the event pages, in the order the sitemap lists them. */
export const ROUTES = {
  home: '/',
  about: '/about/',
  mentors: '/teams/mentors/',
  coreCommittee: '/teams/cc/',
  workingCommittee: '/teams/wc/',
  volunteers: '/teams/volunteers/',
  xaplotes: '/xaplotes/',
  vibgyor: '/vibgyor/',
  events: '/events/',
  gallery: '/gallery/',
  sponsors: '/sponsors/',
  contact: '/contact/',
  signIn: '/signin/',
  signUp: '/signup/',
  terms: '/terms/',
  privacy: '/privacy/',
  cookie: '/cookie/',
  accessibility: '/accessibility/',
} as const;

export type Route = (typeof ROUTES)[keyof typeof ROUTES];

/**
 * Pages that answer no search: the account forms. Each asks search engines not to index it
 * (lib/seo/metadata.ts) and the sitemap leaves it out; links to it are still followed.
 */
export const UNINDEXED_ROUTES: readonly string[] = [ROUTES.signIn, ROUTES.signUp];

/** The id of every page's <main>: the skip link's target, and what its first frame waits for. */
export const MAIN_ID = 'main';

/**
 * The id of a gallery category's section (components/gallery/gallery-no-script.tsx). Without
 * JavaScript the browser jumps to it; with it, the gallery selects that category's chip.
 */
export function galleryCategoryId(folder: string): string {
  return `gallery-${folder}`;
}

/** The gallery opened at one category (a folder of content/gallery.json). */
export function galleryCategoryPath(folder: string): string {
  return `${ROUTES.gallery}#${galleryCategoryId(folder)}`;
}
