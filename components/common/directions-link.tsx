import { directionsUrl } from '@/lib/map';
import { cn } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button-variants';
import { Navigation } from '@/components/icons/line-icons';

export type DirectionsLinkProps = {
  /** The place, as a map search finds it (venueQuery in lib/map.ts). */
  destination: string;
  className?: string;
};

/** "Get directions": Google Maps' route to the place, in a new tab (the Maps app on a phone). */
export function DirectionsLink({ destination, className }: DirectionsLinkProps) {
  return (
    <a
      href={directionsUrl(destination)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}
    >
      <Navigation aria-hidden="true" />
      Get directions
      <span className="sr-only"> to {destination} (opens Google Maps in a new tab)</span>
    </a>
  );
}
