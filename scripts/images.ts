/**
 * prebuild: AVIF and WebP copies of every JPEG and PNG under public/images, at a few widths,
 * into public/_img, with the manifest the pages read (lib/images) in .images-manifest.json.
 * Reuses copies that already exist, so only new or changed pictures cost time.
 */
// Settings as `next build` reads them (.env files included): first, before lib/env loads.
import '../lib/build/load-env';

import path from 'node:path';

import { generateResponsiveImages } from '../lib/images/generate';
import { MANIFEST_FILE } from '../lib/images/sources';

const started = Date.now();
generateResponsiveImages(
  path.join(process.cwd(), 'public'),
  path.join(process.cwd(), MANIFEST_FILE),
).then(
  ({ manifest, written, reused, stripped }) => {
    const count = Object.keys(manifest).length;
    for (const file of stripped) {
      console.log(`images: removed location, camera and other metadata from ${file}`);
    }
    console.log(
      `images: ${count} raster picture${count === 1 ? '' : 's'}, ${written} cop${written === 1 ? 'y' : 'ies'} made, ${reused} reused (${Date.now() - started} ms)`,
    );
  },
  (error: unknown) => {
    console.error(`images: ${(error as Error).message}`);
    process.exit(1);
  },
);
