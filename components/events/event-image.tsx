import { cn } from '@/lib/utils';
import { FallbackImage } from '@/components/common/fallback-image';

export const EVENT_PLACEHOLDER = '/images/placeholders/event.svg';

export type EventImageProps = {
  src: string;
  alt: string;
  priority?: boolean;
  sizes?: string;
  className?: string;
};

/** An event picture in a fixed 16:9 frame, falling back to the placeholder on error. */
export function EventImage({ src, alt, priority = false, sizes, className }: EventImageProps) {
  return (
    <div className={cn('relative aspect-video overflow-hidden bg-primary', className)}>
      <FallbackImage
        src={src}
        fallbackSrc={EVENT_PLACEHOLDER}
        alt={alt}
        fill
        priority={priority}
        sizes={sizes ?? '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'}
        className="object-cover"
      />
    </div>
  );
}
