import { ImageResponse } from 'next/og';

import { loadOgFonts } from './og-fonts';
import { OG_SIZE, ShareCard, type ShareCardProps } from './share-card';

/** The share card drawn into a PNG (next/og), with the bundled fonts: the same bytes each time. */
export async function shareImage(card: ShareCardProps): Promise<ImageResponse> {
  return new ImageResponse(<ShareCard {...card} />, { ...OG_SIZE, fonts: await loadOgFonts() });
}
