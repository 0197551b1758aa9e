import { EVENT_IMAGES_FOLDER } from '@/lib/events/storage';
import { inlineArtwork } from '@/lib/images/inline';
import type { ImageSources } from '@/lib/images/sources';
import { cn } from '@/lib/utils';
import type { ImgProps } from '@/components/ui/img';
import { OverridableImage } from '@/components/common/overridable-image';

export const EVENT_PLACEHOLDER = '/images/placeholders/event.svg';

export type EventImageProps = {
  /** The event whose Storage picture (images/Events/<id>.<ext>) may replace `src`. */
  eventId: string;
  src: string;
  /** The AVIF and WebP copies the build made of a raster picture. */
  sources?: ImageSources;
  alt: string;
  sizes?: string;
  className?: string;
} & Pick<ImgProps, 'priority' | 'eager'>;

/**
 * An event picture in a fixed 16:9 frame: the bundled file, replaced by the event's Storage
 * picture once it has loaded, falling back to the bundled file and then the placeholder. The
 * page's main picture (`priority`) comes inside the HTML when it is SVG artwork.
 */
export function EventImage({
  eventId,
  src,
  sources,
  alt,
  priority = false,
  eager = false,
  sizes,
  className,
}: EventImageProps) {
  return (
    <div className={cn('relative aspect-video overflow-hidden bg-primary', className)}>
      <OverridableImage
        storage={{ folder: EVENT_IMAGES_FOLDER, match: { eventId } }}
        src={priority ? inlineArtwork(src) : src}
        sources={sources}
        fallbackSrc={EVENT_PLACEHOLDER}
        alt={alt}
        fill
        priority={priority}
        eager={eager}
        sizes={sizes ?? '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'}
        className="object-cover"
      />
    </div>
  );
}
