import { ExternalLink, Map as MapIcon, MapPin } from '@/components/icons/page-icons';

import { MapBox } from './map-box';

export type LazyMapProps = { embedUrl: string; linkUrl: string; title: string; address: string };

/**
 * The map loads only when the visitor asks for it: until then no request goes to the map
 * provider, the page stays light, and the "Open in maps" link works with or without it. Drawn
 * on the server; only the box's switch (MapBox) is the browser's.
 */
export function LazyMap({ embedUrl, linkUrl, title, address }: LazyMapProps) {
  return (
    <div className="flex flex-col gap-4">
      <MapBox
        embedUrl={embedUrl}
        title={title}
        icon={<MapIcon aria-hidden="true" />}
        placeholder={
          <>
            <MapPin aria-hidden="true" className="size-10 text-accent-strong" />
            <p className="max-w-md text-muted-foreground">{address}</p>
          </>
        }
        notes={
          <>
            {/* Without JavaScript there is no Show map: the note points to the link instead. */}
            <p data-needs-js="" className="max-w-md text-sm text-muted-foreground">
              The map comes from OpenStreetMap and loads only when you ask for it.
            </p>
            <noscript>
              <p className="max-w-md text-sm text-muted-foreground">
                Open in maps, below, shows it on OpenStreetMap.
              </p>
            </noscript>
          </>
        }
      />
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
