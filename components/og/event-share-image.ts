import { buildNow } from '@/lib/clock/build';
import type { Event } from '@/lib/events/content';
import { eventShareImageUrl } from '@/lib/events/paths';
import { eventShareCard } from '@/lib/events/share-card';
import type { ShareImage } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

import { OG_SIZE } from './share-card';
import { shareImageVersion } from './share-image-version';

/** What an event's share image is described as (og:image:alt, twitter:image:alt). */
export const EVENT_SHARE_IMAGE_ALT = `Event share card by ${siteConfig.name}`;

/**
 * An event's share image as its page names it (Open Graph, Twitter card, JSON-LD): the card
 * app/events/[id]/opengraph-image.tsx draws at `now`, at an address that changes exactly when
 * that card does (a result, a cancellation, new dates), so link previews fetch it again.
 */
export async function eventShareImage(event: Event, now: Date = buildNow()): Promise<ShareImage> {
  const version = await shareImageVersion(eventShareCard(event, now));
  return {
    url: eventShareImageUrl(event.id, version),
    ...OG_SIZE,
    type: 'image/png',
    alt: EVENT_SHARE_IMAGE_ALT,
  };
}
