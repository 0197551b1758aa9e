import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { MANIFEST_FILE, type ImageManifest, type ImageSources } from './sources';

let cached: ImageManifest | undefined;

function readManifest(): ImageManifest {
  if (cached) return cached;
  const file = path.join(process.cwd(), MANIFEST_FILE);
  // No manifest (no raster pictures yet, or a unit test): every picture is served as it is.
  cached = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ImageManifest) : {};
  return cached;
}

/**
 * The AVIF and WebP copies of a bundled picture ("/images/gallery/cricket/final.jpg"), made by
 * `npm run build` (scripts/images.ts); undefined for SVGs and anything without copies.
 * Build time only.
 */
export function getImageSources(src: string): ImageSources | undefined {
  return readManifest()[src];
}
