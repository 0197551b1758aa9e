/**
 * Post-build, after `next build` and before scripts/csp.ts (which hashes the script this step
 * adds): gives every exported page its critical CSS (lib/build/critical-css.ts). Any page it
 * cannot handle stops the build, naming the page.
 *
 * Run after `next build`: `tsx scripts/critical-css.ts [outDir]`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { criticalCss } from '../lib/build/critical-css';
import { filesBelow, htmlFiles } from '../lib/build/out-files';

const outDir = path.resolve(process.argv[2] ?? 'out');

const stylesheets = filesBelow(path.join(outDir, '_next'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({
    href: `/${path.relative(outDir, file).split(path.sep).join('/')}`,
    css: readFileSync(file, 'utf8'),
  }));
if (stylesheets.length === 0) throw new Error(`no stylesheet under ${outDir}/_next/`);

const inline = criticalCss(stylesheets);
const sizes: number[] = [];
for (const file of htmlFiles(outDir)) {
  const html = readFileSync(file, 'utf8');
  let processed: string;
  try {
    processed = inline(html);
  } catch (error) {
    throw new Error(
      `${path.relative(outDir, file)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  writeFileSync(file, processed);
  sizes.push(gzipSync(processed).length - gzipSync(html).length);
}
console.log(
  `critical css: ${sizes.length} pages, ${(Math.min(...sizes) / 1024).toFixed(1)}-${(Math.max(...sizes) / 1024).toFixed(1)} KB gzipped inline each`,
);
