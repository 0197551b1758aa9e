import { browserEnv } from '@/lib/browser-env';

import type { StorageFile } from './files';
import { STORAGE_TIMEOUT_MS, withTimeout } from './timeout';

// The client side of the overrides. The Storage SDK (lib/firebase/storage.ts) is imported
// dynamically, after the page is idle, and only when a bucket is configured: a build without
// NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET never downloads it and never calls Storage.

/** The configured bucket, or null for "no Storage at all". */
export function storageBucket(
  source: Pick<typeof browserEnv, 'NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET'> = browserEnv,
) {
  return source.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET ?? null;
}

/** Resolves once the browser is idle (requestIdleCallback, else a short timeout). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 3_000 });
    } else {
      window.setTimeout(resolve, 200);
    }
  });
}

const listings = new Map<string, Promise<StorageFile[]>>();

/**
 * The pictures of one Storage folder with their URLs, listed once per page life and shared by
 * every image that asks; a failed listing is forgotten, so the next page tries again. A listing
 * that takes longer than STORAGE_TIMEOUT_MS fails (the bundled pictures stay). Null when no
 * bucket is configured.
 */
export function loadStorageFolder(folder: string): Promise<StorageFile[]> | null {
  const bucket = storageBucket();
  if (!bucket) return null;
  let listing = listings.get(folder);
  if (!listing) {
    listing = whenIdle()
      .then(() => import('@/lib/firebase/storage'))
      .then((storage) =>
        withTimeout(storage.listFolder(bucket, folder), STORAGE_TIMEOUT_MS, folder),
      );
    listing.catch(() => listings.delete(folder));
    listings.set(folder, listing);
  }
  return listing;
}

/**
 * Resolves when `url` has loaded (so swapping it in shows no empty frame); rejects if it fails or
 * takes longer than STORAGE_TIMEOUT_MS (a late swap would move what the visitor is looking at).
 */
export function preloadImage(url: string): Promise<void> {
  const loading = new Promise<void>((resolve, reject) => {
    const image = new window.Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
  return withTimeout(loading, STORAGE_TIMEOUT_MS, url);
}
