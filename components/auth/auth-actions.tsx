'use client';

import * as React from 'react';

import { authStore, initAuthState } from '@/lib/auth/session';
import type { AuthUser } from '@/lib/auth/types';
import { usePlaceholderTrigger } from '@/lib/hooks/use-placeholder-menu';
import { LoadBoundary } from '@/components/common/load-boundary';

import { AvatarButton } from './avatar-badge';

// The menu (Radix dropdown) is only downloaded for a signed-in visitor. React.lazy keeps a
// failed download: after one, a new one is made (LoadBoundary's onError), and the next press of
// the avatar downloads the menu again.
const loadUserMenu = () => import('./user-menu').then((module) => ({ default: module.UserMenu }));
let UserMenu = React.lazy(loadUserMenu);

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

  if (state.status === 'signed-in') return <AccountMenu user={state.user} layout={layout} />;
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

type AccountMenuProps = { user: AuthUser; layout: 'row' | 'stack' };

/**
 * The avatar with its menu. While the menu's code loads, the avatar is already a real button:
 * a press (or Enter) on it opens the menu as soon as it is there, so it never swallows one.
 * Re-renders (the Auth SDK confirming the stored session) keep the same menu.
 */
function AccountMenu({ user, layout }: AccountMenuProps) {
  // The menu starts loading at once; the placeholder only records what the visitor does. After
  // a failed download, what the visitor does next to it (a press, the focus) downloads it again.
  const { intent, triggerProps } = usePlaceholderTrigger(() => undefined);
  const placeholder = <AvatarButton user={user} layout={layout} {...triggerProps} />;
  return (
    <LoadBoundary
      fallback={placeholder}
      retryKey={intent}
      onError={() => (UserMenu = React.lazy(loadUserMenu))}
    >
      <React.Suspense fallback={placeholder}>
        <UserMenu user={user} layout={layout} intent={intent} />
      </React.Suspense>
    </LoadBoundary>
  );
}
