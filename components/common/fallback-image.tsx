'use client';

import * as React from 'react';
import Image, { type ImageProps } from 'next/image';

export type FallbackImageProps = Omit<ImageProps, 'src' | 'onError'> & {
  src: string;
  fallbackSrc: string;
};

/** An image that swaps to a bundled placeholder when its file cannot be loaded. */
export function FallbackImage({ src, fallbackSrc, alt, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = React.useState<string | null>(null);
  const ref = React.useRef<HTMLImageElement>(null);
  const current = failedSrc === src ? fallbackSrc : src;

  // An image that failed before hydration fired its error event before React listened.
  React.useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) {
      setFailedSrc(src);
    }
  }, [src]);

  return (
    <Image
      ref={ref}
      src={current}
      alt={alt}
      unoptimized
      data-fallback={current === fallbackSrc ? 'true' : undefined}
      onError={() => {
        if (current !== fallbackSrc) setFailedSrc(src);
      }}
      {...props}
    />
  );
}
