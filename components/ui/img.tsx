import type * as React from 'react';
import { preload } from 'react-dom';

import { cn } from '@/lib/utils';

export type ImgProps = Omit<React.ComponentProps<'img'>, 'src' | 'alt'> & {
  src: string;
  alt: string;
  /** The page's largest image: preloaded with high priority and never lazy. */
  priority?: boolean;
  /** Fill the positioned parent (which sets the aspect ratio, so nothing shifts). */
  fill?: boolean;
};

/**
 * A plain <img>: the export serves files as they are (next/image cannot optimise a static
 * export), so its client runtime would only cost every page 6 KB. Width and height (or `fill`
 * inside a sized frame) keep the layout from shifting; everything not `priority` is lazy.
 */
export function Img({
  alt,
  priority = false,
  fill = false,
  loading,
  className,
  ...props
}: ImgProps) {
  if (priority) preload(props.src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      alt={alt}
      decoding="async"
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      className={cn(fill && 'absolute inset-0 size-full', className)}
      {...props}
    />
  );
}
