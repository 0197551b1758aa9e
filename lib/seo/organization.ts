import type { PostalAddress, SportsOrganization, WebSite, WithContext } from 'schema-dts';

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

/**
 * The site itself (schema.org WebSite) for the home page: the name search results show for the
 * site, and its publisher.
 */
export function websiteJsonLd(site: Site): WithContext<Exclude<WebSite, string>> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl('/'),
    inLanguage: 'en-IN',
    publisher: { '@type': 'SportsOrganization', name: site.name, url: absoluteUrl('/') },
  };
}
