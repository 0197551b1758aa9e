/**
 * Byte budgets, checked from out/ after the build (deterministic: no browser, no timing).
 *   - JavaScript a page loads before any interaction: at most 150 KB gzipped on every page.
 *   - None of it is Firebase or EmailJS code (a signed-out visitor needs neither).
 *   - CSS: at most 20 KB gzipped.
 *   - The home page's total weight before interaction: at most 400 KB.
 * Run: `tsx scripts/check-budgets.ts [outDir]`. Exits non-zero on any breach.
 */
// Settings as `next build` reads them (.env files included): first, before lib/env loads.
import '../lib/build/load-env';

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { htmlFiles } from '../lib/build/out-files';
import { pageAssets, SDK_MARKERS } from './perf/page-assets';

const KB = 1024;
const BUDGET = { js: 150 * KB, css: 20 * KB, homeTotal: 400 * KB };
const outDir = path.resolve(process.argv[2] ?? 'out');

const cache = new Map<string, { raw: string; gz: number; bytes: number }>();
function asset(url: string) {
  const cached = cache.get(url);
  if (cached) return cached;
  const file = path.join(outDir, decodeURIComponent(url.split('?')[0] ?? ''));
  const buffer = readFileSync(file);
  const compressible = !/\.(woff2?|png|jpe?g|webp|avif)$/.test(file);
  const entry = {
    raw: buffer.toString('utf8'),
    gz: compressible ? gzipSync(buffer).length : buffer.length,
    bytes: buffer.length,
  };
  cache.set(url, entry);
  return entry;
}

const sum = (urls: string[]) => urls.reduce((total, url) => total + asset(url).gz, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const failures: string[] = [];
const rows: string[][] = [];
for (const file of htmlFiles(outDir)
  .filter((file) => path.basename(file) === 'index.html')
  .sort()) {
  const route = `/${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(
    '//',
    '/',
  );
  if (route === '/404/' || route === '/_not-found/') continue;
  const html = readFileSync(file);
  const assets = pageAssets(html.toString('utf8'));
  const js = sum(assets.scripts);
  const css = sum(assets.styles);
  const total = gzipSync(html).length + js + css + sum(assets.fonts) + sum(assets.images);
  rows.push([route, kb(js), kb(css), kb(total)]);
  if (js > BUDGET.js) failures.push(`${route}: JavaScript ${kb(js)} gzipped > ${kb(BUDGET.js)}`);
  if (css > BUDGET.css) failures.push(`${route}: CSS ${kb(css)} gzipped > ${kb(BUDGET.css)}`);
  if (route === '/' && total > BUDGET.homeTotal)
    failures.push(`/: total ${kb(total)} > ${kb(BUDGET.homeTotal)}`);
  for (const url of assets.scripts) {
    for (const [sdk, markers] of Object.entries(SDK_MARKERS)) {
      if (markers.some((marker) => asset(url).raw.includes(marker))) {
        failures.push(`${route}: ${url} contains ${sdk} code before any interaction`);
      }
    }
  }
}

console.log(['route', 'JS (gz)', 'CSS (gz)', 'total'].join('\t'));
for (const row of rows) console.log(row.join('\t'));
if (rows.length === 0) failures.push(`no pages found in ${outDir}`);
if (failures.length > 0) {
  console.error(`\nBudget breaches:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\nbudgets: ${rows.length} pages within JS ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)}, home ${kb(BUDGET.homeTotal)}`,
);
