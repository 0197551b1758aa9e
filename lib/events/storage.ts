import { sortByNumericPrefix, stripExtension, type StorageFile } from '@/lib/storage/files';

/** The Storage folder whose files replace event pictures: `<event id>.<ext>`. */
export const EVENT_IMAGES_FOLDER = 'images/Events';

/**
 * Event id → download URL. The file name without extension is the event id; files that match
 * no known event are ignored. Two files for one event (cricket.jpg, cricket.png): the first by
 * name wins, so the choice does not depend on the listing's order.
 */
export function eventImageUrls(
  files: readonly StorageFile[],
  eventIds: readonly string[],
): Record<string, string> {
  const known = new Set(eventIds);
  const urls: Record<string, string> = {};
  for (const file of sortByNumericPrefix(files)) {
    const id = stripExtension(file.name);
    if (known.has(id) && !(id in urls)) urls[id] = file.url;
  }
  return urls;
}
