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

/**
 * A bundled SVG's markup, to write into the page as an inline <svg> that fills its box like
 * `object-fit: cover` (`preserveAspectRatio`, e.g. "xMaxYMid slice" to keep the right edge).
 * Decorative artwork drawn this way paints in the same frame as the text around it: an <img>,
 * even with a data: URL, is decoded apart and painted later, and becomes the page's largest
 * contentful paint. Build time only.
 */
export function inlineSvgMarkup(src: string, preserveAspectRatio: string): string {
  const svg = readFileSync(path.join(process.cwd(), 'public', src), 'utf8').trim();
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root || !/\sviewBox="/.test(root)) throw new Error(`${src}: no <svg viewBox="…"> root`);
  const sized = root
    .replace(/\s(width|height|preserveAspectRatio)="[^"]*"/g, '')
    .replace(
      /^<svg/,
      `<svg width="100%" height="100%" preserveAspectRatio="${preserveAspectRatio}" focusable="false" aria-hidden="true"`,
    );
  // Its ids live in the page's id space now: prefixed with the file's name, so "#s" cannot
  // resolve to another element of the page.
  const prefix = `${path.basename(src, '.svg')}-`;
  return svg
    .replace(root, sized)
    .replace(/\sid="([^"]+)"/g, ` id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/\s(?:xlink:)?href="#([^"]+)"/g, (match, id: string) =>
      match.replace(`#${id}`, `#${prefix}${id}`),
    )
    .replace(/>\s+</g, '><');
}
