import { getSite, siteOrigin } from '@/lib/content/site';
import type { NavItem } from '@/lib/nav';
import { ROUTES } from '@/lib/routes';

const site = getSite();

/** Site-wide settings. Server only (it reads the validated content): client components get what they need as props. */
export const siteConfig = {
  name: site.name,
  shortName: 'Sportivo',
  institute: site.institute,
  tagline: site.tagline,
  description: site.description,
  /** Absolute origin of the deployed site, without a trailing slash. */
  url: siteOrigin(site.url),
  locale: 'en_IN',
  themeColor: '#0b1b3a',
  mainNav: [
    { title: 'Home', href: ROUTES.home },
    { title: 'About', href: ROUTES.about },
    {
      title: 'Our Committee',
      items: [
        { title: 'Mentors', href: ROUTES.mentors },
        { title: 'Core Committee', href: ROUTES.coreCommittee },
        { title: 'Working Committee', href: ROUTES.workingCommittee },
        { title: 'Volunteers', href: ROUTES.volunteers },
      ],
    },
    {
      title: 'Fests',
      items: [
        { title: 'Xaplotes', href: ROUTES.xaplotes },
        { title: 'Vibgyor', href: ROUTES.vibgyor },
      ],
    },
    { title: 'Events', href: ROUTES.events },
    { title: 'Gallery', href: ROUTES.gallery },
    { title: 'Sponsors', href: ROUTES.sponsors },
    { title: 'Contact', href: ROUTES.contact },
  ] satisfies NavItem[],
  footer: {
    quickLinks: [
      { title: 'Home', href: ROUTES.home },
      { title: 'About Us', href: ROUTES.about },
      { title: 'Gallery', href: ROUTES.gallery },
      { title: 'Events', href: ROUTES.events },
      { title: 'Sponsors', href: ROUTES.sponsors },
    ],
    teamLinks: [
      { title: 'Xaplotes', href: ROUTES.xaplotes },
      { title: 'Vibgyor', href: ROUTES.vibgyor },
      { title: 'Join Our Team', href: ROUTES.contact },
    ],
    legalLinks: [
      { title: 'Terms of Use', href: ROUTES.terms },
      { title: 'Privacy Policy', href: ROUTES.privacy },
      { title: 'Cookie Policy', href: ROUTES.cookie },
      { title: 'Accessibility', href: ROUTES.accessibility },
    ],
  },
} as const;

/** An absolute URL on this site for a path such as "/events/cricket/". */
export function absoluteUrl(path = '/'): string {
  return new URL(path, `${siteConfig.url}/`).toString();
}
