import { formatDate, formatTime } from '../utils';

/**
 * When a saved page was saved, as the offline note says it (Kolkata time): "10:42 AM" that day,
 * "10:42 AM on April 8, 2025" on any later day, so yesterday's copy of a fest page never reads
 * as this morning's. `time` and `now` in ms since the epoch. Bundled into the service worker.
 */
export function savedWhen(time: number, now: number): string {
  const saved = new Date(time).toISOString();
  const at = formatTime(saved);
  const day = formatDate(saved);
  return day === formatDate(new Date(now).toISOString()) ? at : `${at} on ${day}`;
}
