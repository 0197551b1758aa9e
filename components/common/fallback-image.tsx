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
  const current = failedSrc === src ? fallbackSrc : src;

  // next/image re-assigns src after hydration when onError is set, so an error that happened
  // before React listened still reaches the handler below.
  return (
    <Image
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
