'use client';

import * as React from 'react';
import NextLink from 'next/link';

export type LinkProps = React.ComponentProps<typeof NextLink>;

/**
 * next/link that prefetches its page when the visitor shows intent (pointer over it, focus,
 * touch) rather than whenever it scrolls into view: on a phone with metered data only the
 * pages a visitor is about to open are downloaded, and none before they do anything. The
 * prefetch still lands before the click completes, so navigation stays client-side and quick.
 * This is the hover-triggered pattern of the Next.js prefetching guide, with focus and touch.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = React.useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : null}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
