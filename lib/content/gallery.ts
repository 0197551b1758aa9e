import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import { getImageSources } from '@/lib/images/manifest';
import { hasUpperCasePictureExtension, isPictureFile } from '@/lib/images/picture-files';
import type { ImageSources } from '@/lib/images/sources';
import { altFromFileName, byNumericPrefix } from '@/lib/utils';

import { ContentError, parseEntries, parseObject } from './parse';
import { readContentFile } from './read';

/** The chips of /gallery: { "categories": [ { "name", "folder" } ] }. */
export const GALLERY_FILE = 'content/gallery.json';

/** Where the bundled gallery lives: one folder per category. Read at build time only. */
export const GALLERY_DIR = path.join(process.cwd(), 'public', 'images', 'gallery');

/** The size a picture is laid out at when its own size cannot be read (4:3). */
export const DEFAULT_IMAGE_SIZE = { width: 1200, height: 900 } as const;

const text = z.string().trim().min(1, 'must not be empty');

export const GalleryCategorySchema = z
  .object({
    name: text,
    folder: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes'),
  })
  .strict();

/** The whole of content/gallery.json (what the CMS edits). */
export const GalleryFileSchema = z.object({ categories: z.array(GalleryCategorySchema) }).strict();

export type GalleryCategory = z.infer<typeof GalleryCategorySchema>;

export type GalleryImage = {
  src: string;
  alt: string;
  /** The folder (category) the file sits in, e.g. "cricket". */
  category: string;
  width: number;
  height: number;
  /** Set when a Storage picture replaced this bundled one: the file to fall back to. */
  bundledSrc?: string;
  /** The AVIF and WebP copies the build made of a raster picture. */
  sources?: ImageSources;
};

type Size = { width: number; height: number };

/** The categories of content/gallery.json, in its order; a folder listed twice is an error. */
export function parseGalleryCategories(entries: unknown): GalleryCategory[] {
  const list = z.array(GalleryCategorySchema).superRefine((categories, ctx) => {
    categories.forEach((category, index) => {
      if (categories.findIndex((other) => other.folder === category.folder) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'folder'],
          message: `folder "${category.folder}" is listed twice`,
        });
      }
    });
  });
  return parseEntries(list, entries, { file: GALLERY_FILE, kind: 'category', idKey: 'name' });
}

/** The chips after "All", in content order. */
export function getGalleryCategories(): GalleryCategory[] {
  const { categories } = parseObject(
    z.object({ categories: z.array(z.unknown()) }).strict(),
    readContentFile(GALLERY_FILE),
    GALLERY_FILE,
  );
  return parseGalleryCategories(categories);
}

function positiveNumber(value: string | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value ?? '');
  const number = match ? Number(match[1]) : Number.NaN;
  return number > 0 ? number : undefined;
}

/** Width and height of an SVG from the width/height attributes of its root, else its viewBox. */
export function svgSize(source: string): Size | undefined {
  const tag = /<svg\b[^>]*>/i.exec(source)?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const width = positiveNumber(attribute('width'));
  const height = positiveNumber(attribute('height'));
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  const [, , boxWidth = 0, boxHeight = 0] = (attribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!(boxWidth > 0 && boxHeight > 0)) return undefined;
  if (width)
    return { width: Math.round(width), height: Math.round((width * boxHeight) / boxWidth) };
  if (height)
    return { width: Math.round((height * boxWidth) / boxHeight), height: Math.round(height) };
  return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
}

/** An SVG's size from its markup; a raster's from the build's image manifest (else 4:3). */
function imageSize(file: string, sources: ImageSources | undefined): Size {
  if (sources) return { width: sources.width, height: sources.height };
  if (path.extname(file).toLowerCase() !== '.svg') return { ...DEFAULT_IMAGE_SIZE };
  return svgSize(readFileSync(file, 'utf8')) ?? { ...DEFAULT_IMAGE_SIZE };
}

/**
 * Whether a file in a category folder is one of its pictures. A picture whose extension is in
 * upper case ("Final.JPG") throws: the site serves only lower-case picture names (anything else
 * in a picture folder is refused at deploy), so the organiser is told to rename it.
 */
function isImageFile(folder: string, name: string): boolean {
  if (hasUpperCasePictureExtension(name)) {
    throw new ContentError(
      `${path.join(folder, name)}: rename it with a lower-case extension (${path.extname(name).toLowerCase()}); the site only serves pictures named that way.`,
    );
  }
  return isPictureFile(name);
}

/**
 * Every picture in `dir`/<folder>/, categories in content order, files sorted by name.
 * Non-image files are skipped; a folder that is not a listed category throws.
 */
export function getGalleryImages(
  dir: string = GALLERY_DIR,
  categories: readonly GalleryCategory[] = getGalleryCategories(),
): GalleryImage[] {
  if (!existsSync(dir)) return [];
  const folders = new Set(categories.map((category) => category.folder));
  const unknown = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !folders.has(entry.name))
    .map((entry) => entry.name);
  if (unknown.length > 0) {
    throw new ContentError(
      `Gallery folder ${unknown.map((name) => `"${name}"`).join(', ')} in ${dir} is not a category in ${GALLERY_FILE}. ` +
        `Add it there or move its pictures into one of: ${[...folders].join(', ')}.`,
    );
  }
  return categories.flatMap((category) => {
    const folder = path.join(dir, category.folder);
    if (!existsSync(folder)) return [];
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && isImageFile(folder, entry.name))
      .map((entry) => entry.name)
      .sort(byNumericPrefix)
      .map((file) => {
        const src = `/images/gallery/${category.folder}/${encodeURIComponent(file)}`;
        const sources = getImageSources(src);
        return {
          src,
          alt: altFromFileName(file) || category.name,
          category: category.folder,
          ...imageSize(path.join(folder, file), sources),
          ...(sources ? { sources } : {}),
        };
      });
  });
}

/** A name as compared: trimmed, single-spaced, lower case. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The gallery category with a sport's pictures: the one named as an event's category (case and
 * spacing aside: an event's "Flash Events" is the gallery's "Flash events"), if it has any
 * pictures in the build (an event page links to it once the event is over).
 */
export function galleryCategoryOf(
  sport: string,
  categories: readonly GalleryCategory[] = getGalleryCategories(),
  images: readonly Pick<GalleryImage, 'category'>[] = getGalleryImages(GALLERY_DIR, categories),
): GalleryCategory | undefined {
  const category = categories.find((candidate) => nameKey(candidate.name) === nameKey(sport));
  return category && images.some((image) => image.category === category.folder)
    ? category
    : undefined;
}
