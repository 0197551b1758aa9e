import { readFileSync } from 'node:fs';
import path from 'node:path';

import { SITE_CLOCK_META } from '../lib/events/clock';

/**
 * The moment the served build was rendered at, as the pages' phases were computed: the pinned
 * clock its pages carry (out/index.html), or the real time for a build on real time.
 */
export function siteNow(): Date {
  const html = readFileSync(path.join(process.cwd(), 'out', 'index.html'), 'utf8');
  const pinned = new RegExp(`<meta name="${SITE_CLOCK_META}" content="([^"]+)"`).exec(html)?.[1];
  return pinned ? new Date(pinned) : new Date();
}
