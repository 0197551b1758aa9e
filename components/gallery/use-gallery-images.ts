'use client';

import * as React from 'react';

import type { GalleryCategory, GalleryImage } from '@/lib/content/gallery';
import type { StorageFile } from '@/lib/storage/files';
import { galleryFolders, mergeGallery, storageGalleryImages } from '@/lib/storage/gallery';
import { loadStorageFolder, preloadImage } from '@/lib/storage/load';
import { toast } from '@/lib/toast';

export const GALLERY_FAILURE_TOAST = 'Failed to load images. Please try again later.';

/**
 * The bundled pictures, joined by the Storage ones after the page is idle. A Storage picture
 * that replaces a bundled one is swapped in only once it has loaded; if any listing fails, a
 * toast says so and the bundled gallery stays as it is.
 */
export function useGalleryImages(
  categories: GalleryCategory[],
  bundled: GalleryImage[],
): GalleryImage[] {
  const [merged, setMerged] = React.useState<GalleryImage[] | null>(null);

  React.useEffect(() => {
    const listings = galleryFolders(categories).map(loadStorageFolder);
    if (listings.some((listing) => listing === null)) return;
    let active = true;
    Promise.all(listings as Promise<StorageFile[]>[])
      .then(async (folders) => {
        const fromStorage = storageGalleryImages(folders.flat(), categories);
        const candidate = mergeGallery(bundled, fromStorage, categories);
        // Replacements that do not load leave their bundled picture in place.
        const failed = new Set<string>();
        await Promise.all(
          candidate
            .filter((image) => image.bundledSrc)
            .map((image) => preloadImage(image.src).catch(() => failed.add(image.src))),
        );
        const usable = fromStorage.filter(({ image }) => !failed.has(image.src));
        if (active) setMerged(mergeGallery(bundled, usable, categories));
      })
      .catch(() => {
        if (active) toast.error(GALLERY_FAILURE_TOAST, { id: GALLERY_FAILURE_TOAST });
      });
    return () => {
      active = false;
    };
  }, [categories, bundled]);

  return merged ?? bundled;
}
