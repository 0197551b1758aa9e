// Writes the PNG app icons of the web app manifest from public/icon.svg.
// Run once after changing the icon: `node scripts/generate-icons.mjs`, then commit public/icons/.
// sharp comes with next (node_modules/sharp).
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'public/icons');
const svg = await readFile(join(root, 'public/icon.svg'), 'utf8');
// Full-bleed square (no rounded corners): platforms apply their own mask.
const square = svg.replace(/rx="[\d.]+"/, 'rx="0"');

// padding: share of the side left as plain background around the drawing. Maskable icons
// keep their drawing inside the central 80 % circle, so they get 10 % on each side.
const icons = [
  { file: 'icon-192.png', size: 192, source: svg, padding: 0 },
  { file: 'icon-512.png', size: 512, source: svg, padding: 0 },
  { file: 'icon-maskable-512.png', size: 512, source: square, padding: 0.1 },
  { file: 'apple-touch-icon.png', size: 180, source: square, padding: 0 },
];
const background = /fill="(#[0-9a-fA-F]{6})"/.exec(svg)?.[1] ?? '#0B1B3A';

await mkdir(outDir, { recursive: true });
for (const { file, size, source, padding } of icons) {
  const inset = Math.round(size * padding);
  const inner = size - 2 * inset;
  await sharp(Buffer.from(source), { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .extend({ top: inset, bottom: inset, left: inset, right: inset, background })
    .png({ compressionLevel: 9 })
    .toFile(join(outDir, file));
  console.log(`public/icons/${file} (${size}x${size})`);
}
