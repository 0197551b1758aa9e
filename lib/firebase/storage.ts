import 'client-only';

import { getDownloadURL, getStorage, listAll, ref, type FirebaseStorage } from 'firebase/storage';

import type { StorageFile } from '@/lib/storage/files';

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

/** Every file directly in `folder` (sub-folders are not followed), each with its download URL. */
export async function listFolder(bucket: string, folder: string): Promise<StorageFile[]> {
  const { items } = await listAll(ref(getClientStorage(bucket), folder));
  return Promise.all(
    items.map(async (item) => ({
      name: item.name,
      fullPath: item.fullPath,
      url: await getDownloadURL(item),
    })),
  );
}
