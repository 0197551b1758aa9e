import type { StorageFile } from './files';

// How far the site trusts a Storage listing. Pure, so it runs (and is tested) anywhere; the SDK
// calls are in lib/firebase/storage.ts.

/** At most this many files of one folder are used (the listing asks for no more). */
export const MAX_FILES_PER_FOLDER = 200;

/** Storage's download host, as the SDK builds download URLs. */
export const STORAGE_HOST = 'firebasestorage.googleapis.com';

/** One listed file with what its metadata says. */
export type StorageObject = {
  name: string;
  fullPath: string;
  bucket: string;
  contentType?: string;
};

/** The picture types a browser shows in an <img>; anything else in a folder is ignored. */
const IMAGE_TYPES = new Set([
  'image/avif',
  'image/gif',
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/svg+xml',
  'image/webp',
]);

export function isImageContentType(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type !== undefined && IMAGE_TYPES.has(type);
}

/**
 * The public address of a file, as the SDK writes download URLs but without a download token:
 * storage.rules lets anyone read pictures under images/, so the file's metadata (one request,
 * which also gives its type) is all the site fetches per file.
 */
export function storageMediaUrl(bucket: string, fullPath: string): string {
  return `https://${STORAGE_HOST}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(fullPath)}?alt=media`;
}

/**
 * The files that can be shown: readable ones of an image type. One unreadable file is skipped;
 * a folder whose every file is unreadable fails with the first reason (so the page can say the
 * pictures did not load).
 */
export function usableFiles(
  results: readonly PromiseSettledResult<StorageObject>[],
): StorageFile[] {
  const read = results.filter(
    (result): result is PromiseFulfilledResult<StorageObject> => result.status === 'fulfilled',
  );
  const failed = results.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (read.length === 0 && failed) throw failed.reason;
  return read
    .map((result) => result.value)
    .filter((object) => isImageContentType(object.contentType))
    .map((object) => ({
      name: object.name,
      fullPath: object.fullPath,
      url: storageMediaUrl(object.bucket, object.fullPath),
    }));
}
