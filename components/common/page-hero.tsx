import type * as React from 'react';

import { cn } from '@/lib/utils';

export type PageHeroProps = {
  title: string;
  eyebrow?: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
  /** The orange stripe at its bottom; off where a band of the page's own follows (VIBGYOR's
   * rainbow), which it would sit on. */
  accent?: boolean;
};

/** The dark band every page opens with; the fixed header sits over its top. */
export function PageHero({
  title,
  eyebrow,
  description,
  children,
  className,
  accent = true,
}: PageHeroProps) {
  return (
    <section
      className={cn(
        'surface-dark relative overflow-hidden bg-primary pt-28 pb-14 text-primary-foreground sm:pt-32 sm:pb-20',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-primary-2"
      />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold tracking-widest text-accent uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-3xl text-4xl font-extrabold sm:text-5xl">{title}</h1>
        {description ? (
          <div className="mt-4 max-w-2xl text-lg text-primary-muted">{description}</div>
        ) : null}
        {children}
      </div>
      {/* After the text, not before it: a first visit over a slow network may paint the band
          before its description has arrived, and a stripe already drawn at the bottom would
          then move down as the text comes in (a layout shift). Drawn last, it appears once,
          in place. It sits in the bottom padding, clear of the text. */}
      {accent ? (
        <div
          aria-hidden="true"
          data-testid="hero-accent"
          className="pointer-events-none absolute right-24 bottom-0 h-2 w-40 -skew-x-12 bg-accent"
        />
      ) : null}
    </section>
  );
}
