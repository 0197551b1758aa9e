/**
 * Post-build: inlines the stylesheet and defers the framework's scripts in every exported page
 * so it paints before any JavaScript is requested (see lib/perf/first-paint.ts for why and the
 * measurements). Runs after `next build` and before scripts/csp.ts, which then hashes the
 * loader with the other inline scripts.
 *
 * Run: `tsx scripts/first-paint.ts [outDir]`.
 */
// Settings as `next build` reads them (.env files included): first, before lib/env loads.
import '../lib/build/load-env';

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { htmlFiles } from '../lib/build/out-files';
import { deferFrameworkScripts, inlineStylesheets } from '../lib/perf/first-paint';

const outDir = path.resolve(process.argv[2] ?? 'out');

const css = new Map<string, string>();
const readCss = (href: string) => {
  const cached = css.get(href);
  if (cached !== undefined) return cached;
  const text = readFileSync(path.join(outDir, href), 'utf8');
  css.set(href, text);
  return text;
};

let pages = 0;
for (const file of htmlFiles(outDir)) {
  const html = readFileSync(file, 'utf8');
  writeFileSync(file, deferFrameworkScripts(inlineStylesheets(html, readCss)));
  pages += 1;
}
console.log(
  `first-paint: inlined the stylesheet and deferred the scripts of ${pages} pages in ${path.relative(process.cwd(), outDir)}/`,
);
