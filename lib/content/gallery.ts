import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import { getImageSources } from '@/lib/images/manifest';
import { hasUpperCasePictureExtension, isPictureFile } from '@/lib/images/picture-files';
import type { ImageSources } from '@/lib/images/sources';
import { altFromFileName, byNumericPrefix } from '@/lib/utils';

import { checkUnique, ContentError, parseEntries, parseObject } from './parse';
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
  const list = z
    .array(GalleryCategorySchema)
    .superRefine((categories, ctx) =>
      checkUnique(categories, ctx, 'folder', (folder) => `folder "${folder}" is listed twice`),
    );
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

/** The gallery's folder as problems name it: the project's path, whatever folder is read. */
const GALLERY_PATH = 'public/images/gallery';

/**
 * A picture whose extension is in upper case ("Final.JPG"): the site serves only lower-case
 * picture names (anything else in a picture folder is refused at deploy), so the organiser is
 * told to rename it. Undefined for any other file.
 */
function upperCaseProblem(folder: string, name: string): string | undefined {
  if (!hasUpperCasePictureExtension(name)) return undefined;
  const renamed = name.slice(0, -path.extname(name).length) + path.extname(name).toLowerCase();
  return `${GALLERY_PATH}/${folder}/${name}: rename it ${renamed}, with a lower-case extension; the site only serves pictures named that way`;
}

/** The folders of the gallery on disk, by name (each a category's pictures). */
export function getGalleryFolders(dir: string = GALLERY_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * A folder of the gallery (`folders`, on disk) that no category lists, one problem each: its
 * pictures would be on no chip. The content manager's check reads it too, with the folders as
 * of the last build (lib/cms/settings-check.ts).
 */
export function unlistedFolderProblems(
  folders: readonly string[],
  categories: readonly GalleryCategory[],
): string[] {
  const listed = categories.map((category) => category.folder);
  return folders
    .filter((name) => !listed.includes(name))
    .map(
      (name) =>
        `${GALLERY_FILE}: field "categories": no category has the folder "${name}" ` +
        `(${GALLERY_PATH}/${name}/): add one with "folder": "${name}", or move its pictures ` +
        `into one of: ${listed.join(', ')}`,
    );
}

/**
 * Every picture in `dir`/<folder>/, categories in content order, files sorted by name.
 * Non-image files are skipped; a folder that is not a listed category, or a picture named
 * with an upper-case extension, throws (every one of them in one ContentError).
 */
export function getGalleryImages(
  dir: string = GALLERY_DIR,
  categories: readonly GalleryCategory[] = getGalleryCategories(),
): GalleryImage[] {
  if (!existsSync(dir)) return [];
  const problems = unlistedFolderProblems(getGalleryFolders(dir), categories);
  const files = new Map(
    categories.map(({ folder }) => {
      const full = path.join(dir, folder);
      const names = existsSync(full)
        ? readdirSync(full, { withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => entry.name)
        : [];
      problems.push(...names.flatMap((name) => upperCaseProblem(folder, name) ?? []));
      return [folder, names.filter(isPictureFile).sort(byNumericPrefix)];
    }),
  );
  if (problems.length > 0) {
    throw new ContentError(`Invalid content in ${GALLERY_PATH}/\n  ${problems.join('\n  ')}`);
  }
  return categories.flatMap((category) =>
    (files.get(category.folder) ?? []).map((file) => {
      const src = `/images/gallery/${category.folder}/${encodeURIComponent(file)}`;
      const sources = getImageSources(src);
      return {
        src,
        alt: altFromFileName(file) || category.name,
        category: category.folder,
        ...imageSize(path.join(dir, category.folder, file), sources),
        ...(sources ? { sources } : {}),
      };
    }),
  );
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
