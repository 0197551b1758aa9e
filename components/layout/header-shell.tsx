'use client';

import * as React from 'react';

import { cn } from '@/lib/utils';

/** Scroll distance (px) past which the header turns solid. */
export const SOLID_AFTER_PX = 50;

export type HeaderShellProps = { children: React.ReactNode };

/** The fixed header bar: transparent over the page hero, solid once scrolled more than 50 px. */
export function HeaderShell({ children }: HeaderShellProps) {
  const [solid, setSolid] = React.useState(false);

  React.useEffect(() => {
    const update = () => setSolid(window.scrollY > SOLID_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      data-site-header=""
      data-solid={solid ? 'true' : 'false'}
      className={cn(
        'surface-dark fixed inset-x-0 top-0 z-40 text-primary-foreground transition-[background-color,box-shadow] duration-300',
        solid ? 'bg-primary shadow-lg shadow-black/20' : 'bg-transparent',
      )}
    >
      {children}
    </header>
  );
}
