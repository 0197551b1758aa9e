import type { Metadata } from 'next';

import { UNINDEXED_ROUTES } from '@/lib/routes';
import { absoluteUrl, siteConfig } from '@/lib/site-config';

/** A share image as a page names it in its Open Graph and Twitter card tags. */
export type ShareImage = {
  /** A site path (made absolute with the layout's metadataBase), with its query if any. */
  url: string;
  width: number;
  height: number;
  type: 'image/png';
  alt: string;
};

/** The site's share image, drawn at build by app/opengraph-image.tsx (out/opengraph-image). */
export const SITE_SHARE_IMAGE: ShareImage = {
  url: '/opengraph-image',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${siteConfig.name}: ${siteConfig.tagline}`,
};

export type PageMetadataInput = {
  /** The page's own title; the root layout's template appends " | <club name>". */
  title?: string;
  description: string;
  /** The site path with its trailing slash, e.g. "/events/". */
  path: string;
  /**
   * The page's own share image (an event's, with the version of what it draws); the site's
   * otherwise. Always named here: a page's openGraph replaces the layout's images, and naming
   * it also overrides the address Next gives an opengraph-image.tsx file (whose query is a hash
   * of that file's code, the same for every event and unchanged when a card changes).
   */
  image?: ShareImage;
};

/**
 * Title, description, canonical link, Open Graph and Twitter card tags of one page, and for a
 * page of UNINDEXED_ROUTES (lib/routes.ts) a request to search engines not to index it.
 */
export function pageMetadata({
  title,
  description,
  path,
  image = SITE_SHARE_IMAGE,
}: PageMetadataInput): Metadata {
  const fullTitle = title
    ? `${title} | ${siteConfig.name}`
    : `${siteConfig.name} | ${siteConfig.tagline}`;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path },
    ...(UNINDEXED_ROUTES.includes(path) ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type: 'website',
      siteName: siteConfig.name,
      locale: siteConfig.locale,
      title: fullTitle,
      description,
      url: absoluteUrl(path),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
