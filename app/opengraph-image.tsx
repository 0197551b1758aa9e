import { getSite } from '@/lib/content/site';
import { siteConfig } from '@/lib/site-config';
import { OG_SIZE } from '@/components/og/share-card';
import { shareImage } from '@/components/og/share-image';

// The site's share image (out/opengraph-image), used by every page without its own.
export const dynamic = 'force-static';
export const alt = `${siteConfig.name}: ${siteConfig.tagline}`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function OpenGraphImage() {
  return shareImage({
    eyebrow: siteConfig.tagline,
    title: `Welcome to ${siteConfig.name}`,
    lines: [
      `The sports club of ${siteConfig.institute}`,
      `Tournaments, fests and fair play since ${getSite().foundedYear}`,
    ],
  });
}
