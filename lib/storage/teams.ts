import { sortByNumericPrefix, stripExtension, type StorageFile } from './files';

/** "leader" → "images/teams/leader": the Storage folder mirrors public/images/teams/<folder>/. */
export function teamImagesFolder(folder: string): string {
  return `images/teams/${folder}`;
}

export type TeamImage = { fileName: string; fullPath: string; url: string };

/** A team folder's pictures in the order of their numeric prefix (2 before 10). */
export function teamImages(files: readonly StorageFile[]): TeamImage[] {
  return sortByNumericPrefix(files).map((file) => ({
    fileName: file.name,
    fullPath: file.fullPath,
    url: file.url,
  }));
}

/**
 * The Storage URL of each member's photo, matched by the file name their content entry names
 * (`photo`): the exact name first, else the same name with another extension (an uploaded
 * 2_rahul.jpg replaces the bundled 2_rahul.svg). Members with no such file keep their bundled
 * photo; extra files are ignored.
 */
export function memberPhotoUrls(
  files: readonly StorageFile[],
  photos: readonly string[],
): Record<string, string> {
  const images = teamImages(files);
  const exact = new Map(images.map((image) => [image.fileName, image.url]));
  const byStem = new Map<string, string>();
  for (const image of images) {
    const stem = stripExtension(image.fileName);
    if (!byStem.has(stem)) byStem.set(stem, image.url);
  }
  const urls: Record<string, string> = {};
  for (const photo of photos) {
    const url = exact.get(photo) ?? byStem.get(stripExtension(photo));
    if (url) urls[photo] = url;
  }
  return urls;
}

/** The spec's toasts when a team folder cannot be listed (the bundled portraits stay). */
export const TEAM_IMAGE_FAILURE_TOASTS = {
  leaders: 'Failed to load leader images. Using placeholder images.',
  mentors: 'Failed to load mentor images. Using placeholder images.',
  team: 'Failed to load team images. Using placeholder images.',
} as const;
