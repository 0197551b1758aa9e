import 'client-only';

import { getMetadata, getStorage, list, ref, type FirebaseStorage } from 'firebase/storage';

import type { StorageFile } from '@/lib/storage/files';
import { MAX_FILES_PER_FOLDER, usableFiles } from '@/lib/storage/listing';

import { getFirebaseApp } from './app';

// Only ever imported with import() by lib/storage/load.ts, and only when a bucket is configured.

/** Overrides are cosmetic: give up on a failing folder after a few seconds, not the SDK's 2 min. */
const MAX_RETRY_MS = 4_000;

let storage: FirebaseStorage | undefined;

function getClientStorage(bucket: string): FirebaseStorage {
  if (storage) return storage;
  storage = getStorage(getFirebaseApp(), `gs://${bucket}`);
  storage.maxOperationRetryTime = MAX_RETRY_MS;
  return storage;
}

/**
 * The pictures directly in `folder` (sub-folders are not followed), each with its address: one
 * listing request for at most MAX_FILES_PER_FOLDER files, then one metadata request per file,
 * which gives its type (getDownloadURL would make the same request and drop the type). Files
 * that are not images, or whose metadata cannot be read, are skipped.
 */
export async function listFolder(bucket: string, folder: string): Promise<StorageFile[]> {
  const { items } = await list(ref(getClientStorage(bucket), folder), {
    maxResults: MAX_FILES_PER_FOLDER,
  });
  const results = await Promise.allSettled(
    items.slice(0, MAX_FILES_PER_FOLDER).map(async (item) => {
      const metadata = await getMetadata(item);
      return {
        name: item.name,
        fullPath: item.fullPath,
        bucket: metadata.bucket,
        contentType: metadata.contentType,
      };
    }),
  );
  return usableFiles(results);
}
