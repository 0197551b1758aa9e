import { getSite } from '@/lib/content/site';
import { env } from '@/lib/env';
import type { NavItem } from '@/lib/nav';

const site = getSite();

/** Site-wide settings. Server only (it reads the validated content): client components get what they need as props. */
export const siteConfig = {
  name: site.name,
  shortName: 'Sportivo',
  institute: site.institute,
  tagline: site.tagline,
  description: site.description,
  /** Absolute origin of the deployed site, without a trailing slash. */
  url: (env.NEXT_PUBLIC_SITE_URL ?? site.url).replace(/\/+$/, ''),
  locale: 'en_IN',
  themeColor: '#0b1b3a',
  mainNav: [
    { title: 'Home', href: '/' },
    { title: 'About', href: '/about/' },
    {
      title: 'Our Committee',
      items: [
        { title: 'Mentors', href: '/teams/mentors/' },
        { title: 'Core Committee', href: '/teams/cc/' },
        { title: 'Working Committee', href: '/teams/wc/' },
        { title: 'Volunteers', href: '/teams/volunteers/' },
      ],
    },
    {
      title: 'Fests',
      items: [
        { title: 'Xaplotes', href: '/xaplotes/' },
        { title: 'Vibgyor', href: '/vibgyor/' },
      ],
    },
    { title: 'Events', href: '/events/' },
    { title: 'Gallery', href: '/gallery/' },
    { title: 'Sponsors', href: '/sponsors/' },
    { title: 'Contact', href: '/contact/' },
  ] satisfies NavItem[],
  footer: {
    quickLinks: [
      { title: 'Home', href: '/' },
      { title: 'About Us', href: '/about/' },
      { title: 'Gallery', href: '/gallery/' },
      { title: 'Events', href: '/events/' },
      { title: 'Sponsors', href: '/sponsors/' },
    ],
    teamLinks: [
      { title: 'Xaplotes', href: '/xaplotes/' },
      { title: 'Vibgyor', href: '/vibgyor/' },
      { title: 'Join Our Team', href: '/contact/' },
    ],
    legalLinks: [
      { title: 'Terms of Use', href: '/terms/' },
      { title: 'Privacy Policy', href: '/privacy/' },
      { title: 'Cookie Policy', href: '/cookie/' },
      { title: 'Accessibility', href: '/accessibility/' },
    ],
  },
} as const;

/** An absolute URL on this site for a path such as "/events/cricket/". */
export function absoluteUrl(path = '/'): string {
  return new URL(path, `${siteConfig.url}/`).toString();
}
