import { ImageResponse } from 'next/og';

import { getSite } from '@/lib/content/site';
import { siteConfig } from '@/lib/site-config';
import { loadOgFonts } from '@/components/og/og-fonts';
import { OG_SIZE, ShareCard } from '@/components/og/share-card';

// The site's share image (out/opengraph-image), used by every page without its own.
export const dynamic = 'force-static';
export const alt = `${siteConfig.name}: ${siteConfig.tagline}`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function OpenGraphImage() {
  return new ImageResponse(
    <ShareCard
      eyebrow={siteConfig.tagline}
      title={`Welcome to ${siteConfig.name}`}
      lines={[
        `The sports club of ${siteConfig.institute}`,
        `Tournaments, fests and fair play since ${getSite().foundedYear}`,
      ]}
    />,
    { ...size, fonts: await loadOgFonts() },
  );
}
