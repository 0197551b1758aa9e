import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every .html file below `dir` (the export in out/), as full paths; _next/ holds only assets. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}
