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

/** Every .html file below `dir` (the export in out/), as full paths; _next/ holds only assets. */
export function htmlFiles(dir: string): string[] {
  return filesBelow(dir, (name) => name === '_next').filter((file) => file.endsWith('.html'));
}

/** The site path an exported HTML file answers: out/index.html "/", out/a/b/index.html "/a/b/". */
export function routeOfHtmlFile(dir: string, file: string): string {
  const relative = path.relative(dir, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  if (relative.endsWith('/index.html')) return `/${relative.slice(0, -'index.html'.length)}`;
  return `/${relative}`;
}
