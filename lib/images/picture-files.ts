import path from 'node:path';

import { PICTURE_EXTENSIONS } from '@/lib/images/picture-name';

export { PICTURE_EXTENSIONS };

/** The folders of out/ (and public/) that hold pictures only. */
export const PICTURE_FOLDERS = ['images', '_img'] as const;

/** Files that keep an empty folder in git and are never served (firebase.json ignores dotfiles). */
export const FOLDER_KEEPERS = new Set(['.gitkeep', '.keep']);

/** A picture's file name: a lower-case picture extension, and not a hidden file. */
export const PICTURE_FILE_NAME = new RegExp(`^[^.][^/]*\\.(?:${PICTURE_EXTENSIONS.join('|')})$`);

export function isPictureFile(name: string): boolean {
  return PICTURE_FILE_NAME.test(path.posix.basename(name));
}

/** A picture whose extension is not written in lower case ("Final.JPG"): to be renamed. */
export function hasUpperCasePictureExtension(name: string): boolean {
  const extension = path.posix.extname(name).slice(1);
  return (
    extension !== extension.toLowerCase() &&
    (PICTURE_EXTENSIONS as readonly string[]).includes(extension.toLowerCase())
  );
}

/**
 * The files of an export (paths inside out/, "/"-separated) that must not ship: anything in a
 * picture folder that is neither a picture nor a folder keeper.
 */
export function strayFilesInPictureFolders(paths: readonly string[]): string[] {
  return paths.filter((file) => {
    const [top] = file.split('/');
    if (!(PICTURE_FOLDERS as readonly string[]).includes(top ?? '')) return false;
    const name = path.posix.basename(file);
    return !isPictureFile(name) && !FOLDER_KEEPERS.has(name);
  });
}
