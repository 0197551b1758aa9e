/**
 * Modern-format copies of one raster picture, made at build by scripts/images.ts: what an <img>
 * needs to offer them through <picture>. Plain strings, so server pages can hand them to client
 * components.
 */
export type ImageSources = {
  /** The original picture's intrinsic size, so its frame is reserved before it loads. */
  width: number;
  height: number;
  /** `srcset` values, widest last: "/_img/…-480.avif 480w, /_img/…-960.avif 960w". */
  avif: string;
  webp: string;
};

/** The formats offered, best first; the original file stays the <img> fallback. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Where the copies go, inside public/ so the export serves them; their names carry a hash. */
export const GENERATED_DIR = '_img';
/** The manifest pages read at build, beside package.json (it is not served). */
export const MANIFEST_FILE = '.images-manifest.json';

/** Public URL path ("/images/gallery/cricket/final.jpg") → its sources. */
export type ImageManifest = Record<string, ImageSources>;
