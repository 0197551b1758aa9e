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

/** The site path an exported HTML file answers: out/index.html "/", out/a/b/index.html "/a/b/". */
export function routeOfHtmlFile(dir: string, file: string): string {
  const relative = path.relative(dir, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  if (relative.endsWith('/index.html')) return `/${relative.slice(0, -'index.html'.length)}`;
  return `/${relative}`;
}

/**
 * WhatsApp drops a link preview whose image is larger than about 300 KB: every share image the
 * build draws (each opengraph-image.tsx under app/) stays under this many bytes.
 */
export const SHARE_IMAGE_MAX_BYTES = 300_000;

/** Every share image the build drew into out/ (files named opengraph-image), as full paths. */
export function shareImageFiles(dir: string): string[] {
  return filesBelow(dir, (name) => name === '_next' || name === 'admin').filter((file) =>
    /^opengraph-image(\.png)?$/.test(path.basename(file)),
  );
}
