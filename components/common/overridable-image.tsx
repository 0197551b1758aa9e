'use client';

import { useStorageImage, type StorageImageSource } from '@/lib/hooks/use-storage-image';

import { FallbackImage, type FallbackImageProps } from './fallback-image';

export type OverridableImageProps = FallbackImageProps & {
  /** Where a Storage file may replace this image after the page is idle. */
  storage?: StorageImageSource;
};

/**
 * A bundled image (what the HTML ships) that a Storage file replaces once that file has loaded,
 * inside the same fixed frame. If the Storage file later fails, the bundled file and then the
 * placeholder take over.
 */
export function OverridableImage({
  storage,
  src,
  fallbackSrc,
  sources,
  ...props
}: OverridableImageProps) {
  const { url: override, state } = useStorageImage(storage);
  const fallbacks = typeof fallbackSrc === 'string' ? [fallbackSrc] : fallbackSrc;
  return (
    <FallbackImage
      src={override ?? src}
      fallbackSrc={override ? [src, ...fallbacks] : fallbacks}
      sources={override ? undefined : sources}
      data-storage-override={override ? 'true' : undefined}
      data-storage-state={state}
      {...props}
    />
  );
}
