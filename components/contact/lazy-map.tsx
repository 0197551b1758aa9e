'use client';

import * as React from 'react';

import { useHydratedWithStylesheet } from '@/lib/hooks/use-hydrated';
import { cn } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button-variants';
import { ExternalLink, Map as MapIcon, MapPin } from '@/components/icons/page-icons';

export type LazyMapProps = { embedUrl: string; linkUrl: string; title: string; address: string };

/**
 * The map loads only when the visitor asks for it: until then no request goes to the map
 * provider, the page stays light, and the "Open in maps" link works with or without it.
 */
export function LazyMap({ embedUrl, linkUrl, title, address }: LazyMapProps) {
  // The button exists only with JavaScript: it waits for the styles it may not have inline.
  const hydrated = useHydratedWithStylesheet();
  const [shown, setShown] = React.useState(false);

  return (
    <div className="flex flex-col gap-4">
      {/* The box keeps the map's shape, and grows when its words need more room (a 320 px
          screen, larger text or spacing): nothing in it is ever cut off. */}
      <div
        className={cn(
          'relative grid aspect-[4/3] rounded-xl border bg-muted sm:aspect-[16/7]',
          shown && 'overflow-hidden',
        )}
      >
        {shown ? (
          <iframe
            src={embedUrl}
            title={title}
            loading="lazy"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <div className="flex flex-col items-center justify-center gap-4 p-6 text-center">
            <MapPin aria-hidden="true" className="size-10 text-accent-strong" />
            <p className="max-w-md text-muted-foreground">{address}</p>
            {hydrated ? (
              <button
                type="button"
                className={buttonVariants({ variant: 'primary' })}
                onClick={() => setShown(true)}
              >
                <MapIcon aria-hidden="true" />
                Show map
              </button>
            ) : null}
            {/* Without JavaScript there is no Show map: the note points to the link instead. */}
            <p data-needs-js="" className="max-w-md text-sm text-muted-foreground">
              The map comes from OpenStreetMap and loads only when you ask for it.
            </p>
            <noscript>
              <p className="max-w-md text-sm text-muted-foreground">
                Open in maps, below, shows it on OpenStreetMap.
              </p>
            </noscript>
          </div>
        )}
      </div>
      <a
        href={linkUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-strong underline-offset-4 hover:underline"
      >
        Open in maps
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(opens OpenStreetMap in a new tab)</span>
      </a>
    </div>
  );
}
