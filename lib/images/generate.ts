import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import sharp, { type AvifOptions, type Metadata, type WebpOptions } from 'sharp';

import { GENERATED_DIR, IMAGE_FORMATS, type ImageFormat, type ImageManifest } from './sources';
import { cleanPicture } from './strip-metadata';

/** Raster files that get modern-format copies; SVG is already as small and sharp as it gets. */
export const RASTER_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png']);

/** Photos whose originals are served, and so are cleaned of their metadata in place. */
export const PHOTO_EXTENSIONS = new Set([...RASTER_EXTENSIONS, '.webp', '.avif']);

/** Widths made for each picture (never wider than the original, which is always offered). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

const QUALITY: Record<ImageFormat, AvifOptions & WebpOptions> = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75 },
};

export type GenerateResult = {
  manifest: ImageManifest;
  written: number;
  reused: number;
  /** Pictures whose metadata (GPS position, camera, dates) was removed in this run. */
  stripped: string[];
};

/** Every file under `dir`, as `/`-separated paths relative to it; none when it is missing. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((relative) => statSync(path.join(dir, relative)).isFile())
    .map((relative) => relative.split(path.sep).join('/'));
}

function hasExtension(relative: string, extensions: Set<string>): boolean {
  return (
    !relative.split('/').some((part) => part.startsWith('.')) &&
    extensions.has(path.extname(relative).toLowerCase())
  );
}
const isRaster = (relative: string) => hasExtension(relative, RASTER_EXTENSIONS);
/** A photo of public/images whose original is served (WebP and AVIF too). */
export const isPhoto = (relative: string) => hasExtension(relative, PHOTO_EXTENSIONS);

/** The widths to make for a picture this wide: the standard ones below it, plus its own. */
export function widthsFor(originalWidth: number): number[] {
  const below = IMAGE_WIDTHS.filter((width) => width < originalWidth);
  return originalWidth <= IMAGE_WIDTHS.at(-1)! ? [...below, originalWidth] : [...IMAGE_WIDTHS];
}

/** "gallery/cricket/Final over.jpg" + hash → "gallery/cricket/final-over.<hash>": URL-safe. */
function outputStem(relative: string, hash: string): string {
  const { dir, name } = path.posix.parse(relative);
  const safe =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'image';
  return path.posix.join(dir, `${safe}.${hash}`);
}

/**
 * Makes AVIF and WebP copies of every JPEG and PNG under `publicDir`/images at a few widths,
 * into `publicDir`/_img, and writes the manifest pages read at build to `manifestFile`. A copy
 * that already exists (same content hash) is reused, so a rebuild only encodes new or changed
 * pictures; copies of pictures that are gone are removed. A file that cannot be decoded fails
 * with its path.
 *
 * The original is served too (the <img> fallback, the links of the gallery without
 * JavaScript), so the metadata (EXIF GPS position, camera, dates; XMP; IPTC) of every photo,
 * WebP and AVIF included, is removed in place first (lib/images/strip-metadata.ts); the copies
 * never carry any.
 */
export async function generateResponsiveImages(
  publicDir: string,
  manifestFile: string,
): Promise<GenerateResult> {
  const outDir = path.join(publicDir, GENERATED_DIR);
  const sourceDir = path.join(publicDir, 'images');
  const manifest: ImageManifest = {};
  const keep = new Set<string>();
  let written = 0;
  let reused = 0;
  const stripped: string[] = [];

  const unreadable = (relative: string, error: unknown) =>
    new Error(
      `public/images/${relative}: not a readable picture (${(error as Error).message}). ` +
        'Replace or remove the file.',
    );
  // Every served original first, WebP and AVIF included: they get no copies, but ship too.
  for (const relative of filesUnder(sourceDir).filter(isPhoto).sort()) {
    const file = path.join(sourceDir, relative);
    const input = readFileSync(file);
    try {
      const clean = await cleanPicture(input);
      if (!clean.equals(input)) {
        writeFileSync(file, clean);
        stripped.push(`public/images/${relative}`);
      }
    } catch (error) {
      throw unreadable(relative, error);
    }
  }

  for (const relative of filesUnder(sourceDir).filter(isRaster).sort()) {
    const file = path.join(sourceDir, relative);
    const input: Buffer = readFileSync(file);
    let meta: Metadata;
    try {
      meta = await sharp(input).metadata();
    } catch (error) {
      throw unreadable(relative, error);
    }
    const hash = createHash('sha256').update(input).digest('hex').slice(0, 10);
    // EXIF orientations 5-8 are rotated a quarter turn: the picture shows as height × width.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    const stem = outputStem(relative, hash);
    const sets = { avif: [] as string[], webp: [] as string[] };
    for (const target of widthsFor(width)) {
      for (const format of IMAGE_FORMATS) {
        const name = `${stem}-${target}.${format}`;
        const out = path.join(outDir, name);
        keep.add(name);
        sets[format].push(`/${GENERATED_DIR}/${name} ${target}w`);
        if (existsSync(out)) {
          reused += 1;
          continue;
        }
        mkdirSync(path.dirname(out), { recursive: true });
        await sharp(input)
          .rotate()
          .resize({ width: target, withoutEnlargement: true })
          [format](QUALITY[format])
          .toFile(out);
        written += 1;
      }
    }
    const url = `/images/${relative.split('/').map(encodeURIComponent).join('/')}`;
    manifest[url] = { width, height, avif: sets.avif.join(', '), webp: sets.webp.join(', ') };
  }

  // Copies of pictures that were removed or changed would otherwise pile up in the export.
  for (const stale of filesUnder(outDir).filter((name) => !keep.has(name))) {
    rmSync(path.join(outDir, stale));
  }
  // Written whole, then renamed: a page rendered or a test run meanwhile (npm test runs the unit
  // tests beside the build) reads the old manifest or the new one, never half of one.
  writeFileSync(`${manifestFile}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(`${manifestFile}.tmp`, manifestFile);
  return { manifest, written, reused, stripped };
}
