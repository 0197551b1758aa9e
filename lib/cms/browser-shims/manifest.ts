// lib/images/manifest.ts in the browser (see README.md): the AVIF and WebP copies of a picture are
// the build's to make and list; the check needs none.
export const getImageSources = (): undefined => undefined;
