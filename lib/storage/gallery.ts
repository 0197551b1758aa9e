import type { GalleryCategory, GalleryImage } from '@/lib/content/gallery';
import { altFromFileName } from '@/lib/utils';

import {
  fileNameOf,
  parentFolderOf,
  sortByNumericPrefix,
  stripExtension,
  type StorageFile,
} from './files';

export const GALLERY_ROOT_FOLDER = 'images/gallery';
/** Storage listings carry no size: their pictures are laid out at 4:3, like the grid tiles. */
const STORAGE_IMAGE_SIZE = { width: 1200, height: 900 } as const;

/** The Storage folder of a category, as the spec names it: its name in lower case. */
export function storageFolderOf(category: GalleryCategory): string {
  return `${GALLERY_ROOT_FOLDER}/${category.name.toLowerCase()}`;
}

/** The folders to list: images/gallery itself, then images/gallery/<category name lower-case>. */
export function galleryFolders(categories: readonly GalleryCategory[]): string[] {
  return [GALLERY_ROOT_FOLDER, ...categories.map(storageFolderOf)];
}

export type StorageGalleryImage = { image: GalleryImage; fileName: string };

/**
 * Storage files as gallery pictures: alt from the file name, category from the parent folder.
 * A parent folder named like a category (`flash events`, the spec's Storage name) or like its
 * bundled folder (`flash-events`) files the picture under that category's chip.
 */
export function storageGalleryImages(
  files: readonly StorageFile[],
  categories: readonly GalleryCategory[],
): StorageGalleryImage[] {
  const byFolder = new Map<string, string>();
  for (const category of categories) {
    byFolder.set(category.name.toLowerCase(), category.folder);
    byFolder.set(category.folder.toLowerCase(), category.folder);
  }
  return sortByNumericPrefix(files).map((file) => {
    const parent = parentFolderOf(file.fullPath).toLowerCase();
    return {
      fileName: file.name,
      image: {
        src: file.url,
        alt: altFromFileName(file.name) || 'Gallery picture',
        category: byFolder.get(parent) ?? parent,
        ...STORAGE_IMAGE_SIZE,
      },
    };
  });
}

/** Two pictures are the same when they share a category and a file name (extension aside). */
function sameKey(image: GalleryImage, fileName: string): string {
  return `${image.category}/${stripExtension(fileName)}`;
}

function bundledFileName(src: string): string {
  return decodeURIComponent(fileNameOf(src));
}

/**
 * The bundled pictures with Storage's joined in, without duplicates: a Storage file with the
 * same category and file name (extension aside, so cricket/Final_over.jpg replaces
 * Final_over.svg) takes the bundled picture's place and keeps it as `bundledSrc`; the other
 * Storage pictures come after all bundled ones (so nothing already on screen moves), in category
 * order; a file listed twice counts once (the first by numeric prefix).
 */
export function mergeGallery(
  bundled: readonly GalleryImage[],
  storage: readonly StorageGalleryImage[],
  categories: readonly GalleryCategory[],
): GalleryImage[] {
  const fromStorage = new Map<string, GalleryImage>();
  for (const { image, fileName } of storage) {
    const key = sameKey(image, fileName);
    if (!fromStorage.has(key)) fromStorage.set(key, image);
  }
  const merged = bundled.map((image) => {
    const key = sameKey(image, bundledFileName(image.src));
    const replacement = fromStorage.get(key);
    if (!replacement) return image;
    fromStorage.delete(key);
    // The build's modern copies are of the bundled file, not of the Storage one.
    const merged: GalleryImage = { ...image, src: replacement.src, bundledSrc: image.src };
    delete merged.sources;
    return merged;
  });
  const order = categories.map((category) => category.folder);
  const rank = (image: GalleryImage) => {
    const index = order.indexOf(image.category);
    return index === -1 ? order.length : index;
  };
  // Array.prototype.sort is stable: within a category the numeric-prefix order stays.
  const added = [...fromStorage.values()].sort((a, b) => rank(a) - rank(b));
  return [...merged, ...added];
}
