'use client';

import * as React from 'react';

import { Img, type ImgProps } from '@/components/ui/img';

export type FallbackImageProps = Omit<ImgProps, 'onError'> & {
  /** Tried in order when the image before cannot be loaded; the last is the placeholder. */
  fallbackSrc: string | readonly string[];
};

/** An image that steps through its fallbacks (then a bundled placeholder) when a file fails. */
export function FallbackImage({ src, fallbackSrc, alt, sources, ...props }: FallbackImageProps) {
  const chain = [src, ...(typeof fallbackSrc === 'string' ? [fallbackSrc] : fallbackSrc)];
  // How many files of this chain have failed; a new src starts the chain again.
  const [failure, setFailure] = React.useState<{ src: string; count: number } | null>(null);
  const step = failure?.src === src ? Math.min(failure.count, chain.length - 1) : 0;
  const current = chain[step] ?? src;
  const fail = () => {
    if (step < chain.length - 1) setFailure({ src, count: step + 1 });
  };

  return (
    <Img
      src={current}
      alt={alt}
      // The modern copies belong to the first file only; a fallback is offered as it is.
      sources={step === 0 ? sources : undefined}
      data-fallback={step > 0 ? 'true' : undefined}
      onError={fail}
      // An image that failed before hydration fired its error before React listened.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src') === current) fail();
      }}
      {...props}
    />
  );
}
