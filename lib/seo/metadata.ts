import type { Metadata } from 'next';

import { absoluteUrl, siteConfig } from '@/lib/site-config';

/** The site's share image, drawn at build by app/opengraph-image.tsx (out/opengraph-image). */
export const SITE_SHARE_IMAGE = {
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
   * True when the route has its own opengraph-image.tsx (events); otherwise the site's
   * share image is named here, because a page's openGraph replaces the layout's images.
   */
  ownImage?: boolean;
};

/** Title, description, canonical link, Open Graph and Twitter card tags of one page. */
export function pageMetadata({
  title,
  description,
  path,
  ownImage = false,
}: PageMetadataInput): Metadata {
  const fullTitle = title
    ? `${title} | ${siteConfig.name}`
    : `${siteConfig.name} | ${siteConfig.tagline}`;
  const images = ownImage ? {} : { images: [SITE_SHARE_IMAGE] };
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: siteConfig.name,
      locale: siteConfig.locale,
      title: fullTitle,
      description,
      url: absoluteUrl(path),
      ...images,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, ...images },
  };
}
