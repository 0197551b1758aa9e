import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { OG_FONT_DIR, OG_FONT_FILES } from '@/lib/og/glyphs';

// ImageResponse needs woff or ttf (not woff2), passed explicitly. Any glyph missing from
// these Latin subsets would make it fetch a font from the network, which fails offline: the
// content check refuses such text where it reaches a share card (lib/og/glyphs.ts).

async function readOgFonts() {
  const [display, body, bodyBold] = await Promise.all([
    readFile(join(OG_FONT_DIR, OG_FONT_FILES.display)),
    readFile(join(OG_FONT_DIR, OG_FONT_FILES.body)),
    readFile(join(OG_FONT_DIR, OG_FONT_FILES.bodyBold)),
  ]);
  return [
    { name: 'Archivo', data: display, weight: 800 as const, style: 'normal' as const },
    { name: 'Inter', data: body, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: bodyBold, weight: 600 as const, style: 'normal' as const },
  ];
}

let fonts: ReturnType<typeof readOgFonts> | undefined;

/**
 * The share images' fonts, read once per build process: every event page names its image's
 * version (twice: its metadata and its JSON-LD) and every image is drawn with them.
 */
export function loadOgFonts(): ReturnType<typeof readOgFonts> {
  fonts ??= readOgFonts();
  return fonts;
}
