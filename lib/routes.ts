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
