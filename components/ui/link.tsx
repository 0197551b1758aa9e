'use client';

import * as React from 'react';
import NextLink from 'next/link';

import { needsDocumentLoad } from '@/lib/security/page-policy';

/** next/link's routing options: they mean nothing on a plain <a>. */
const ROUTING_OPTIONS = new Set([
  'replace',
  'scroll',
  'shallow',
  'passHref',
  'legacyBehavior',
  'onNavigate',
  'as',
  'locale',
]);

export type LinkProps = React.ComponentProps<typeof NextLink>;

/**
 * next/link that prefetches its page when the visitor shows intent (pointer over it, focus,
 * touch) rather than whenever it scrolls into view: on a phone with metered data only the
 * pages a visitor is about to open are downloaded, and none before they do anything. The
 * prefetch still lands before the click completes, so navigation stays client-side and quick.
 * This is the hover-triggered pattern of the Next.js prefetching guide, with focus and touch.
 *
 * A link to a page with a policy of its own (sign-in, contact: lib/security/page-policy.ts) is
 * a plain <a>: that page loads as a whole document, so its own policy applies to it.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = React.useState(false);
  if (typeof props.href === 'string' && needsDocumentLoad(props.href)) {
    const anchor = Object.fromEntries(
      Object.entries(props).filter(([name]) => !ROUTING_OPTIONS.has(name)),
    ) as React.ComponentProps<'a'>;
    return (
      <a
        {...anchor}
        href={props.href}
        onMouseEnter={onMouseEnter}
        onFocus={onFocus}
        onTouchStart={onTouchStart}
      />
    );
  }
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
