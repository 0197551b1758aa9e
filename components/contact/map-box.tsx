'use client';

import * as React from 'react';

import { useHydratedWithStylesheet } from '@/lib/hooks/use-hydrated';
import { cn } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button-variants';

export type MapBoxProps = {
  embedUrl: string;
  title: string;
  /** What the box shows until the map is asked for, above the Show map button (server-drawn). */
  placeholder: React.ReactNode;
  /** Below the button: what the visitor is told about the map (server-drawn). */
  notes: React.ReactNode;
  /** The button's icon (server-drawn: its drawing stays out of the page's script). */
  icon: React.ReactNode;
};

/**
 * LazyMap's box: the map's place, until the visitor asks for it with Show map (LazyMap draws
 * the rest on the server; this leaf only switches).
 */
export function MapBox({ embedUrl, title, placeholder, notes, icon }: MapBoxProps) {
  // The button exists only with JavaScript: it waits for the styles it may not have inline.
  const hydrated = useHydratedWithStylesheet();
  const [shown, setShown] = React.useState(false);
  return (
    // The box keeps the map's shape, and grows when its words need more room (a 320 px screen,
    // larger text or spacing): nothing in it is ever cut off.
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
          {placeholder}
          {hydrated ? (
            <button
              type="button"
              className={buttonVariants({ variant: 'primary' })}
              onClick={() => setShown(true)}
            >
              {icon}
              Show map
            </button>
          ) : null}
          {notes}
        </div>
      )}
    </div>
  );
}
