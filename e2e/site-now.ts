import { readFileSync } from 'node:fs';
import path from 'node:path';

import { SITE_CLOCK_META } from '../lib/clock/build';
import type { Event } from '../lib/events/content';
import { eventPhase, priceAt, type PhaseFacts } from '../lib/events/phase';

let pinnedMoment: string | null | undefined;

/**
 * The moment the served build was rendered at, as the pages' phases were computed: the pinned
 * clock its pages carry (out/index.html), or the real time for a build on real time.
 */
export function siteNow(): Date {
  if (pinnedMoment === undefined) pinnedMoment = readPinned();
  return pinnedMoment ? new Date(pinnedMoment) : new Date();
}

/** The pinned moment out/index.html carries, or null on real time. */
function readPinned(): string | null {
  const html = readFileSync(path.join(process.cwd(), 'out', 'index.html'), 'utf8');
  return new RegExp(`<meta name="${SITE_CLOCK_META}" content="([^"]+)"`).exec(html)?.[1] ?? null;
}

/** An event's registration as the served build shows it (at siteNow()). */
export function registrationNow(event: PhaseFacts) {
  return eventPhase(event, siteNow()).registration;
}

/** An event's price line as the served build shows it (at siteNow()). */
export function priceNow(event: Event) {
  return priceAt(event, siteNow());
}
