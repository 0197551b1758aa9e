'use client';

import * as React from 'react';

import { eventImageUrls } from '@/lib/events/storage';
import { loadStorageFolder, preloadImage, storageBucket } from '@/lib/storage/load';
import { memberPhotoUrls } from '@/lib/storage/teams';
import { toast } from '@/lib/toast';

/** Where an image's Storage override lives, as plain (serialisable) props. */
export type StorageImageSource = {
  /** The Storage folder, e.g. "images/Events" or "images/teams/CC". */
  folder: string;
  /** An event id (matches the file name without extension) or an exact file name. */
  match: { eventId: string } | { fileName: string };
  /** Shown (once, however many images share it) when the folder cannot be listed. */
  failureToast?: string;
};

/**
 * Where the override stands: `pending` while the folder is listed and the file loads, then
 * `override` (the Storage file shows) or `bundled` (no matching file, or any failure: the
 * bundled image stays for good). Undefined when there is nothing to look up (no bucket).
 */
export type StorageImageState = 'pending' | 'override' | 'bundled';

/**
 * The Storage URL that overrides a bundled image, once that URL has loaded; undefined until
 * then, and for good when there is no bucket, no matching file or any failure.
 */
export function useStorageImage(source: StorageImageSource | undefined): {
  url?: string;
  state?: StorageImageState;
} {
  const [url, setUrl] = React.useState<string>();
  const [state, setState] = React.useState<StorageImageState>();
  const folder = source?.folder;
  const eventId = source && 'eventId' in source.match ? source.match.eventId : undefined;
  const fileName = source && 'fileName' in source.match ? source.match.fileName : undefined;
  const failureToast = source?.failureToast;

  React.useEffect(() => {
    if (!folder) return;
    const listing = loadStorageFolder(folder);
    if (!listing) return;
    let active = true;
    listing
      .then(
        (files) => {
          const found =
            eventId !== undefined
              ? eventImageUrls(files, [eventId])[eventId]
              : fileName !== undefined
                ? memberPhotoUrls(files, [fileName])[fileName]
                : undefined;
          return found ? preloadImage(found).then(() => found) : undefined;
        },
        () => {
          if (active && failureToast) toast.error(failureToast, { id: failureToast });
          return undefined;
        },
      )
      .then(
        (found) => {
          if (!active) return;
          if (found) setUrl(found);
          setState(found ? 'override' : 'bundled');
        },
        // The override did not load: the bundled image stays.
        () => {
          if (active) setState('bundled');
        },
      );
    return () => {
      active = false;
    };
  }, [folder, eventId, fileName, failureToast]);

  // Pending from the first render (the server's too) wherever there is a folder to look in.
  return { url, state: state ?? (folder && storageBucket() ? 'pending' : undefined) };
}
