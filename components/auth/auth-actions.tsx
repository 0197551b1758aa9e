'use client';

import * as React from 'react';

import { authStore, initAuthState } from '@/lib/auth/session';

import { AvatarBadge } from './avatar-badge';

// The menu (Radix dropdown) is only downloaded for a signed-in visitor.
const UserMenu = React.lazy(() =>
  import('./user-menu').then((module) => ({ default: module.UserMenu })),
);

export type AuthActionsProps = {
  /** What a signed-out visitor sees (Sign In, Join Us): also the server-rendered HTML. */
  signedOut: React.ReactNode;
  layout?: 'row' | 'stack';
};

/**
 * The header's auth slot. The HTML holds the signed-out links; an inline script in <head>
 * hides them before first paint when a stored session exists, so neither state flashes.
 */
export function AuthActions({ signedOut, layout = 'row' }: AuthActionsProps) {
  const state = React.useSyncExternalStore(
    authStore.subscribe,
    authStore.getSnapshot,
    authStore.getServerSnapshot,
  );

  React.useEffect(() => initAuthState(), []);

  React.useEffect(() => {
    if (state.status === 'signed-out') delete document.documentElement.dataset.session;
  }, [state.status]);

  if (state.status === 'signed-in') {
    return (
      <React.Suspense fallback={<AvatarBadge user={state.user} layout={layout} />}>
        <UserMenu user={state.user} layout={layout} />
      </React.Suspense>
    );
  }
  return (
    <div
      data-auth-slot="signed-out"
      aria-busy={state.status === 'loading' ? 'true' : undefined}
      className={layout === 'stack' ? 'flex flex-col gap-3' : 'flex items-center gap-2'}
    >
      {signedOut}
    </div>
  );
}
