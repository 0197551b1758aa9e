import { byNumericPrefix } from '@/lib/utils';

// Pure helpers over Storage listings: no Firebase import, so they run (and are tested) anywhere.

/** One file of a Storage listing with its resolved download URL. */
export type StorageFile = { name: string; fullPath: string; url: string };

/** "images/Events/cricket.jpg" → "cricket.jpg". */
export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** "cricket.final.jpg" → "cricket.final"; a name without extension stays as it is. */
export function stripExtension(fileName: string): string {
  return fileName.replace(/\.[^./]+$/, '');
}

/** "images/gallery/cricket/a.jpg" → "cricket" (the folder the file sits in). */
export function parentFolderOf(fullPath: string): string {
  const parts = fullPath.split('/');
  return parts.length > 1 ? (parts[parts.length - 2] ?? '') : '';
}

/** Files in the order of their name's numeric prefix (2 before 10), then by name. */
export function sortByNumericPrefix(files: readonly StorageFile[]): StorageFile[] {
  return [...files].sort((a, b) => byNumericPrefix(a.name, b.name));
}
