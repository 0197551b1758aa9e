import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// ImageResponse needs woff or ttf (not woff2), passed explicitly. Any glyph missing from
// these Latin subsets would make it fetch a font from the network, which fails offline:
// keep share-card text Latin (no ellipsis character, no Bengali).
const FONT_DIR = join(process.cwd(), 'node_modules/@fontsource');

export async function loadOgFonts() {
  const [display, body, bodyBold] = await Promise.all([
    readFile(join(FONT_DIR, 'archivo/files/archivo-latin-800-normal.woff')),
    readFile(join(FONT_DIR, 'inter/files/inter-latin-400-normal.woff')),
    readFile(join(FONT_DIR, 'inter/files/inter-latin-600-normal.woff')),
  ]);
  return [
    { name: 'Archivo', data: display, weight: 800 as const, style: 'normal' as const },
    { name: 'Inter', data: body, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: bodyBold, weight: 600 as const, style: 'normal' as const },
  ];
}
