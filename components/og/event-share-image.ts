import { buildNow } from '@/lib/clock/build';
import type { Event } from '@/lib/events/content';
import { eventShareImageUrl } from '@/lib/events/paths';
import { eventShareCard } from '@/lib/events/share-card';
import type { ShareImage } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

import { OG_SIZE } from './share-card';
import { shareImageVersion } from './share-image-version';

/**
 * The share image route's own alt (a static export of app/events/[id]/opengraph-image.tsx,
 * the same for every event); the event page names its image with shareCardAlt instead.
 */
export const EVENT_SHARE_IMAGE_ALT = `Event share card by ${siteConfig.name}`;

/**
 * What an event's share card says, as its alt text (og:image:alt, twitter:image:alt): a
 * preview read aloud, or shown where the picture does not load, tells the event, not only
 * that there is a card.
 */
export function shareCardAlt(card: { eyebrow: string; title: string; lines: string[] }): string {
  return `${card.title} (${card.eyebrow}): ${card.lines.join('. ')}. ${siteConfig.name}`;
}

/**
 * An event's share image as its page names it (Open Graph, Twitter card, JSON-LD): the card
 * app/events/[id]/opengraph-image.tsx draws at `now`, at an address that changes exactly when
 * that card does (a result, a cancellation, new dates), so link previews fetch it again.
 */
export async function eventShareImage(event: Event, now: Date = buildNow()): Promise<ShareImage> {
  const card = eventShareCard(event, now);
  const version = await shareImageVersion(card);
  return {
    url: eventShareImageUrl(event.id, version),
    ...OG_SIZE,
    type: 'image/png',
    alt: shareCardAlt(card),
  };
}
