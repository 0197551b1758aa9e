'use client';

import * as React from 'react';
import Image, { type ImageProps } from 'next/image';

export type FallbackImageProps = Omit<ImageProps, 'src' | 'onError'> & {
  src: string;
  /** Tried in order when the image before cannot be loaded; the last is the placeholder. */
  fallbackSrc: string | readonly string[];
};

/** An image that steps through its fallbacks (then a bundled placeholder) when a file fails. */
export function FallbackImage({ src, fallbackSrc, alt, ...props }: FallbackImageProps) {
  const chain = [src, ...(typeof fallbackSrc === 'string' ? [fallbackSrc] : fallbackSrc)];
  // How many files of this chain have failed; a new src starts the chain again.
  const [failure, setFailure] = React.useState<{ src: string; count: number } | null>(null);
  const step = failure?.src === src ? Math.min(failure.count, chain.length - 1) : 0;
  const current = chain[step] ?? src;

  // next/image re-assigns src after hydration when onError is set, so an error that happened
  // before React listened still reaches the handler below.
  return (
    <Image
      src={current}
      alt={alt}
      unoptimized
      data-fallback={step > 0 ? 'true' : undefined}
      onError={() => {
        if (step < chain.length - 1) setFailure({ src, count: step + 1 });
      }}
      {...props}
    />
  );
}
