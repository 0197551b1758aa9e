import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, as full paths, not entering the folders `skipFolder` names. */
export function filesBelow(
  dir: string,
  skipFolder: (name: string) => boolean = () => false,
): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipFolder(entry.name) ? [] : filesBelow(file, skipFolder);
    return [file];
  });
}

/**
 * Every page of the export in out/ (.html files, as full paths). _next/ holds only assets, and
 * admin/ is the CMS: its own page with its own policy (firebase.json), not a site page.
 */
export function htmlFiles(dir: string): string[] {
  return filesBelow(dir, (name) => name === '_next' || name === 'admin').filter((file) =>
    file.endsWith('.html'),
  );
}
