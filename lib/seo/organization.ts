import type { PostalAddress, SportsOrganization, WithContext } from 'schema-dts';

import type { Site } from '@/lib/content/site';
import { absoluteUrl } from '@/lib/site-config';

/** The club's postal address (content/site.ts). */
export function postalAddress(site: Site): PostalAddress {
  const { address } = site.contact;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** The club as a schema.org SportsOrganization, without @context (for nesting). */
export function clubOrganization(site: Site): Exclude<SportsOrganization, string> {
  return {
    '@type': 'SportsOrganization',
    name: site.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
    description: site.description,
    foundingDate: String(site.foundedYear),
    email: site.contact.email,
    telephone: site.contact.phones[0]?.number,
    address: postalAddress(site),
    sameAs: site.social.map((link) => link.url),
    parentOrganization: { '@type': 'CollegeOrUniversity', name: site.institute },
  };
}

/** The club's JSON-LD document for the home page. */
export function organizationJsonLd(site: Site): WithContext<Exclude<SportsOrganization, string>> {
  return { '@context': 'https://schema.org', ...clubOrganization(site) };
}
