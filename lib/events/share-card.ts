import { buildNow } from '@/lib/clock/build';
import { siteConfig } from '@/lib/site-config';

import type { Event } from './content';
import { getDrawView } from './draw/headline';
import { statusNotice } from './status';

/**
 * What an event's share image says (app/events/[id]/opengraph-image.tsx): its category, its
 * title, then what became of it (a cancellation, new dates) or its date and time, and where.
 * A finished knockout's card names its champion first.
 */
export function eventShareCard(
  event: Event,
  now: Date = buildNow(),
): { eyebrow: string; title: string; lines: string[] } {
  const when = shareCardWhen(event);
  const champion = getDrawView(event, now)?.champion;
  return {
    eyebrow: event.category,
    title: event.title,
    lines: champion
      ? [`Champion: ${champion.name}`, when]
      : [when, `${event.location}, ${siteConfig.institute}`],
  };
}

/** The card's "when" line: what became of the event (a cancellation, new dates), or its date and time. */
export function shareCardWhen(event: Event): string {
  return statusNotice(event)?.sentence ?? `${event.date}, ${event.time}`;
}
