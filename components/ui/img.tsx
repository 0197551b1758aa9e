import type * as React from 'react';
import { preload } from 'react-dom';

import type { ImageSources } from '@/lib/images/sources';
import { cn } from '@/lib/utils';

export type ImgProps = Omit<React.ComponentProps<'img'>, 'src' | 'alt'> & {
  src: string;
  alt: string;
  /** The page's largest image: preloaded with high priority and never lazy. */
  priority?: boolean;
  /**
   * On the first screen on some layout: loaded with the page, not lazily (a lazy image is asked
   * for only once the page is laid out, a round trip late). lib/images/grid-loading.ts.
   */
  eager?: boolean;
  /** Fill the positioned parent (which sets the aspect ratio, so nothing shifts). */
  fill?: boolean;
  /** AVIF and WebP copies made at build (lib/images), offered through <picture>; src is the fallback. */
  sources?: ImageSources;
};

/**
 * A plain <img>: the export serves files as they are (next/image cannot optimise a static
 * export), so its client runtime would only cost every page 6 KB. A raster picture's modern
 * copies come from the build (scripts/images.ts) as `sources`. Width and height (or `fill`
 * inside a sized frame) keep the layout from shifting; everything not `priority` is lazy.
 */
export function Img({
  alt,
  priority = false,
  eager = false,
  fill = false,
  loading,
  className,
  sources,
  ...props
}: ImgProps) {
  const sizes = props.sizes ?? '100vw';
  // A data: URL arrives with the page: nothing to preload.
  if (priority && !props.src.startsWith('data:')) {
    preload(props.src, {
      as: 'image',
      fetchPriority: 'high',
      // With copies, the AVIF set: it is typed, so a browser without AVIF skips the hint.
      ...(sources && { imageSrcSet: sources.avif, imageSizes: sizes, type: 'image/avif' }),
    });
  }
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      alt={alt}
      decoding={priority ? undefined : 'async'}
      loading={priority || eager ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      className={cn(fill && 'absolute inset-0 size-full', className)}
      width={fill ? undefined : sources?.width}
      height={fill ? undefined : sources?.height}
      {...props}
    />
  );
  if (!sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
