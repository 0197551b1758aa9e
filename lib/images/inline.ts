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
  const svg = drawingOnly(readFileSync(path.join(process.cwd(), 'public', src), 'utf8'), src);
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

/** What inlined artwork may hold: shapes, text, gradients, patterns, masks and references. */
const DRAWING = new Set(
  (
    'svg g defs symbol use path rect circle ellipse line polyline polygon text tspan textPath ' +
    'title desc linearGradient radialGradient stop pattern clipPath mask filter ' +
    'feGaussianBlur feOffset feBlend feFlood feComposite feColorMatrix feMerge feMergeNode'
  ).split(' '),
);

/**
 * The SVG file's markup, refused (naming the file and the part) unless it is drawing only.
 * Written into the page as it is, artwork that an organiser can replace (the content manager's
 * media folder holds it) must not carry markup that acts in the page: a <meta> that redirects,
 * a <style> for the whole page, a <script> or an on… attribute, a link elsewhere, or anything
 * after its </svg>. (Artwork shown through <img> cannot act, and is not checked here.)
 */
export function drawingOnly(file: string, src: string): string {
  const refuse = (what: string) => {
    throw new Error(
      `public${src}: ${what}. This artwork is drawn into the page, so it may hold only shapes, text, gradients and patterns: save it again as a plain SVG.`,
    );
  };
  const svg = file
    .trim()
    .replace(/^<\?xml[^>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  if (!svg.startsWith('<svg')) refuse('it does not start with <svg>');
  if (!svg.endsWith('</svg>')) refuse('something follows its closing </svg>');
  let tags = 0;
  for (const match of svg.matchAll(
    /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/g,
  )) {
    tags += 1;
    const [, closing, name = '', attributes = ''] = match;
    if (!DRAWING.has(name)) refuse(`<${name}> is not drawing`);
    if (closing) continue;
    const pairs = attributes.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g);
    for (const [, attribute = '', double, single] of pairs) {
      const value = double ?? single ?? '';
      if (/^on/i.test(attribute)) refuse(`<${name}> has an ${attribute} attribute`);
      if (/(^|:)href$/i.test(attribute) && !value.startsWith('#')) {
        refuse(`<${name}> links to "${value}"`);
      }
      if (/url\(\s*['"]?(?!#)/i.test(value)) refuse(`<${name}> uses "${value}"`);
    }
  }
  // Every "<" must have opened one of the tags read above (no CDATA, doctype or stray markup).
  if ((svg.match(/</g) ?? []).length !== tags) refuse('it holds markup other than SVG elements');
  if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(svg)) refuse('it holds an entity');
  return svg;
}
