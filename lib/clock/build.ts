/**
 * The site's clock: the one place "now" comes from. The build renders at buildNow(); pages
 * count on from it in the browser. NEXT_PUBLIC_SITE_NOW (an ISO date-time with its zone) pins
 * where the clock starts, for tests and previews; unset, it is the real time.
 */
import { BUILD_MOMENT_VARIABLE } from '@/lib/clock/build-moment';
import { env } from '@/lib/env';

const PINNED = env.NEXT_PUBLIC_SITE_NOW;

export { SITE_CLOCK_META } from './build-moment';

/** The pinned start of the clock, or undefined when the site runs on real time. */
export function pinnedNow(): Date | undefined {
  if (!PINNED) return undefined;
  const time = Date.parse(PINNED);
  if (Number.isNaN(time)) {
    throw new Error(
      `NEXT_PUBLIC_SITE_NOW: "${PINNED}" is not a date-time with its zone, like 2025-03-20T10:00:00+05:30`,
    );
  }
  return new Date(time);
}

/** The moment the build renders at: the pinned clock, the build's start, or now (next dev). */
export function buildNow(): Date {
  const pinned = pinnedNow();
  if (pinned) return pinned;
  const started = Date.parse(process.env[BUILD_MOMENT_VARIABLE] ?? '');
  return Number.isNaN(started) ? new Date() : new Date(started);
}
