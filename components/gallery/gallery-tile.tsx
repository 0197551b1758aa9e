import type * as React from 'react';

import type { GalleryImage } from '@/lib/content/gallery';
import { REPLAY_TAP } from '@/lib/early-taps';
import type { ImgProps } from '@/components/ui/img';

import { GalleryPicture } from './gallery-picture';

export type GalleryTileProps = {
  image: GalleryImage;
  onOpen: (event: React.MouseEvent<HTMLButtonElement>) => void;
} & Pick<ImgProps, 'priority' | 'eager'>;

/** One grid picture in a fixed 4:3 frame; a button that opens the lightbox. */
export function GalleryTile({ image, priority = false, eager = false, onOpen }: GalleryTileProps) {
  return (
    <button
      type="button"
      {...REPLAY_TAP}
      aria-label={`Open image: ${image.alt}`}
      onClick={onOpen}
      className="group relative block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-lg bg-primary-2"
    >
      <GalleryPicture
        image={image}
        priority={priority}
        eager={eager}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
        className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
      />
    </button>
  );
}
