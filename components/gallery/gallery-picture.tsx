import type { GalleryImage } from '@/lib/content/gallery';
import { IMAGE_PLACEHOLDER } from '@/lib/images/placeholders';
import { FallbackImage, type FallbackImageProps } from '@/components/common/fallback-image';

export type GalleryPictureProps = { image: GalleryImage } & Omit<
  FallbackImageProps,
  'src' | 'sources' | 'fallbackSrc' | 'alt' | 'width' | 'height'
>;

/**
 * A gallery picture, wherever it shows (the grid tile, the lightbox): its alt text and its size,
 * and what shows when its file cannot load. A Storage picture falls back to the bundled one it
 * replaced, then to the placeholder; a bundled one straight to the placeholder.
 */
export function GalleryPicture({ image, ...props }: GalleryPictureProps) {
  return (
    <FallbackImage
      src={image.src}
      sources={image.sources}
      fallbackSrc={image.bundledSrc ? [image.bundledSrc, IMAGE_PLACEHOLDER] : IMAGE_PLACEHOLDER}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...props}
    />
  );
}
