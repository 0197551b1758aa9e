// The bundled pictures shown when a real one is missing or fails to load (public/images/placeholders/).

/** A neutral portrait silhouette, for committee members. */
export const PORTRAIT_PLACEHOLDER = '/images/placeholders/portrait.svg';

/** A neutral picture frame, for gallery pictures (the grid and the lightbox). */
export const IMAGE_PLACEHOLDER = '/images/placeholders/image.svg';
