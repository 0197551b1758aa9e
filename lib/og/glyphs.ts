import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

import { toRanges, undrawableIn, undrawableMessageIn } from './drawable';

/**
 * The characters the share pictures can draw. next/og draws a picture with the fonts it is
 * given (components/og/og-fonts.ts) and, for any other character, fetches a font from the
 * network: offline at build time that fails and the picture shows boxes. So a text that ends up
 * on a share picture (an event's title, its venue, a champion's name) is checked against the
 * fonts' own character maps, read here from the same files.
 */

/** The font files of the share pictures (woff: next/og does not read woff2). */
export const OG_FONT_FILES = {
  display: 'archivo/files/archivo-latin-800-normal.woff',
  body: 'inter/files/inter-latin-400-normal.woff',
  bodyBold: 'inter/files/inter-latin-600-normal.woff',
} as const;

export const OG_FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource');

let drawable: Set<number> | undefined;

/** The code points every share-picture font has a glyph for. */
export function shareCardCharacters(): Set<number> {
  drawable ??= Object.values(OG_FONT_FILES)
    .map((file) => woffCharacters(readFileSync(path.join(OG_FONT_DIR, file))))
    .reduce((all, next) => new Set([...all].filter((code) => next.has(code))));
  return drawable;
}

/**
 * The same code points as runs (drawable.ts), as the CMS's checks get them in their bundles
 * (scripts/admin.ts): a few hundred bytes, where the fonts are the build's to read.
 */
export function shareCardRanges(): [number, number][] {
  return toRanges(shareCardCharacters());
}

const drawableCode = (code: number) => shareCardCharacters().has(code);

/** The distinct characters of `text` the share pictures cannot draw (none: an empty list). */
export function undrawableCharacters(text: string): string[] {
  return undrawableIn(text, drawableCode);
}

/** The code points a WOFF 1 font maps to a glyph (its cmap table: format 4 or 12). */
export function woffCharacters(font: Buffer): Set<number> {
  if (font.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const tables = font.readUInt16BE(12);
  for (let index = 0; index < tables; index += 1) {
    const entry = 44 + index * 20;
    if (font.toString('latin1', entry, entry + 4) !== 'cmap') continue;
    const [offset, compressed, original] = [4, 8, 12].map((at) => font.readUInt32BE(entry + at));
    const raw = font.subarray(offset!, offset! + compressed!);
    return cmapCharacters(compressed! < original! ? inflateSync(raw) : raw);
  }
  throw new Error('the font has no cmap table');
}

function cmapCharacters(cmap: Buffer): Set<number> {
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, index) => {
    const record = 4 + index * 8;
    const offset = cmap.readUInt32BE(record + 4);
    return { platform: cmap.readUInt16BE(record), format: cmap.readUInt16BE(offset), offset };
  }).filter(({ platform }) => platform === 0 || platform === 3);
  const full = subtables.find(({ format }) => format === 12);
  if (full) return format12(cmap, full.offset);
  const basic = subtables.find(({ format }) => format === 4);
  if (basic) return format4(cmap, basic.offset);
  throw new Error('the font has no Unicode character map');
}

function format12(cmap: Buffer, offset: number): Set<number> {
  const codes = new Set<number>();
  const groups = cmap.readUInt32BE(offset + 12);
  for (let group = 0; group < groups; group += 1) {
    const at = offset + 16 + group * 12;
    const [start, end, glyph] = [0, 4, 8].map((field) => cmap.readUInt32BE(at + field));
    for (let code = start!; code <= end!; code += 1) {
      if (glyph! + code - start! !== 0) codes.add(code);
    }
  }
  return codes;
}

function format4(cmap: Buffer, offset: number): Set<number> {
  const codes = new Set<number>();
  const segments = cmap.readUInt16BE(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const [start, end] = [starts, ends].map((table) => cmap.readUInt16BE(table + segment * 2));
    const delta = cmap.readInt16BE(deltas + segment * 2);
    const at = rangeOffsets + segment * 2;
    const rangeOffset = cmap.readUInt16BE(at);
    for (let code = start!; code <= end! && code !== 0xffff; code += 1) {
      let glyph = code;
      if (rangeOffset !== 0) {
        glyph = cmap.readUInt16BE(at + rangeOffset + (code - start!) * 2);
        if (glyph === 0) continue;
      }
      if ((glyph + delta) & 0xffff) codes.add(code);
    }
  }
  return codes;
}

/**
 * The problem with a text bound for a share picture, in an organiser's words (drawable.ts, as
 * the CMS's checks say it); undefined when every character can be drawn.
 */
export function undrawableMessage(text: string): string | undefined {
  return undrawableMessageIn(text, drawableCode);
}
