import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The page's above-the-fold artwork as a data: URL, so it arrives inside the HTML and paints
 * with the text: the first paint needs nothing but the HTML, not a second request
 * after it. Only bundled SVG artwork (a few KB) is inlined; anything else (photos with their
 * AVIF/WebP copies, addresses elsewhere) is returned as it is. Build time only.
 */
export function inlineArtwork(src: string): string {
  if (!src.startsWith('/') || !src.endsWith('.svg')) return src;
  const svg = readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
  return svgDataUrl(svg);
}

/** A compact, valid data: URL for an SVG document (percent-encoding only what a URL needs). */
export function svgDataUrl(svg: string): string {
  const body = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    // Quotes too: React writes them into the attribute as &quot; and &#x27;.
    .replace(/[%#<>"']/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${body}`;
}
