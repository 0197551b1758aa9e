'use client';

import type * as React from 'react';

import type { GalleryImage } from '@/lib/content/gallery';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { X } from '@/components/icons/line-icons';
import { ChevronLeft, ChevronRight } from '@/components/icons/page-icons';

import { GalleryPicture } from './gallery-picture';
import { useSwipe } from './use-swipe';

const CONTROL = 'fixed z-10 [&_svg]:size-6';

export type GalleryLightboxProps = {
  /** The pictures of the current filter; previous and next wrap around within them. */
  images: GalleryImage[];
  /** The open picture, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Gets focus back when the lightbox closes: the grid button that opened it. */
  returnFocusRef: React.RefObject<HTMLElement | null>;
};

/**
 * A full-screen picture viewer: Escape, the backdrop or the close button close it; the arrow
 * buttons, the arrow keys and a sideways swipe browse.
 */
export function GalleryLightbox({
  images,
  index,
  onIndexChange,
  onClose,
  returnFocusRef,
}: GalleryLightboxProps) {
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const step = (delta: number) => {
    if (index !== null && count > 0) onIndexChange((index + delta + count) % count);
  };
  // A swipe to the left brings the next picture in from the right, as on a phone's photo app.
  const swipe = useSwipe((direction) => step(direction === 'left' ? 1 : -1));

  return (
    <Dialog open={image !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {image && index !== null ? (
        <DialogContent
          showCloseButton={false}
          overlayClassName="bg-primary"
          layout="bare"
          className="surface-dark text-primary-foreground"
          onKeyDown={(event) => {
            if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
            event.preventDefault();
            step(event.key === 'ArrowRight' ? 1 : -1);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <DialogClose asChild>
            <Button
              variant="overlay"
              shape="round"
              size="icon"
              className={cn(CONTROL, 'top-3 right-3')}
            >
              <X aria-hidden="true" />
              <span className="sr-only">Close</span>
            </Button>
          </DialogClose>
          <figure
            {...swipe}
            // Sideways moves are the swipe's; vertical scrolling and pinch zoom stay the browser's.
            className="flex touch-pan-y touch-pinch-zoom flex-col items-center gap-3 pb-16 sm:pb-0"
          >
            <GalleryPicture
              key={image.src}
              image={image}
              sizes="100vw"
              // The frame keeps the picture's own shape whatever loads into it (the placeholder
              // when the file fails), so nothing moves.
              className="h-auto rounded-md bg-primary-2 object-contain shadow-2xl"
              style={{
                aspectRatio: `${image.width} / ${image.height}`,
                width: `min(100vw - 2rem, (100dvh - 11rem) * ${image.width / image.height}, ${image.width}px)`,
              }}
            />
            <figcaption aria-live="polite" className="max-w-prose px-4 text-center">
              <DialogTitle className="text-lg font-semibold">{image.alt}</DialogTitle>
              <DialogDescription className="text-primary-muted">
                {index + 1} of {count}
              </DialogDescription>
            </figcaption>
          </figure>
          {count > 1 ? (
            <>
              <Button
                variant="overlay"
                shape="round"
                size="icon"
                onClick={() => step(-1)}
                className={cn(
                  CONTROL,
                  'bottom-4 left-4 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2',
                )}
              >
                <ChevronLeft aria-hidden="true" />
                <span className="sr-only">Previous image</span>
              </Button>
              <Button
                variant="overlay"
                shape="round"
                size="icon"
                onClick={() => step(1)}
                className={cn(
                  CONTROL,
                  'right-4 bottom-4 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2',
                )}
              >
                <ChevronRight aria-hidden="true" />
                <span className="sr-only">Next image</span>
              </Button>
            </>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
