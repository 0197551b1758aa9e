import { formatDate, formatTime } from '../utils';

/**
 * When a saved page was saved, as the offline note says it (Kolkata time): "10:42 AM" that day,
 * "10:42 AM on April 8, 2025" on any later day, so yesterday's copy of a fest page never reads
 * as this morning's. `time` and `now` in ms since the epoch. Bundled into the service worker.
 */
export function savedWhen(time: number, now: number): string {
  const [saved, today] = [time, now].map((moment) => new Date(moment).toISOString());
  const at = formatTime(saved!);
  return formatDate(saved!) === formatDate(today!) ? at : `${at} on ${formatDate(saved!)}`;
}
