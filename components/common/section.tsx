import type * as React from 'react';

import { cn } from '@/lib/utils';

export type SectionProps = {
  id?: string;
  title?: string;
  /** The small line above the title (a TimeSwitch where it follows the clock). */
  eyebrow?: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
};

/** A page section with an optional heading block. */
export function Section({
  id,
  title,
  eyebrow,
  description,
  action,
  className,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn('py-16 sm:py-20', className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {title ? (
          <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="max-w-2xl">
              {eyebrow ? (
                <p className="mb-2 text-sm font-semibold tracking-widest text-accent-strong uppercase">
                  {eyebrow}
                </p>
              ) : null}
              <h2 id={headingId} className="text-3xl font-extrabold sm:text-4xl">
                {title}
              </h2>
              {description ? <div className="mt-3 text-muted-foreground">{description}</div> : null}
            </div>
            {action}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
