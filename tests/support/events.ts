import { parseEvents, readEventFiles, type Event } from '@/lib/events/content';

/**
 * An event of content/events/ with some fields of its file changed (a status, new dates), read
 * through the loader as the build would read the changed file. Throws if the change is invalid.
 */
export function eventWith(id: string, change: Record<string, unknown>): Event {
  const file = readEventFiles().find((entry) => entry.file === `content/events/${id}.json`);
  if (!file) throw new Error(`no file content/events/${id}.json`);
  const [event] = parseEvents([{ ...file, data: { ...(file.data as object), ...change } }]);
  return event!;
}
