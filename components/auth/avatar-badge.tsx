import type * as React from 'react';

import type { AuthUser } from '@/lib/auth/types';
import { cn } from '@/lib/utils';

type AvatarProps = { user: AuthUser; layout: 'row' | 'stack' };

/** First letter of the email, or U. */
export function avatarLetter(user: AuthUser): string {
  return user.email?.trim().charAt(0).toUpperCase() || 'U';
}

/** The avatar button's classes, shared by the placeholder and the real menu trigger. */
export function avatarButtonClass(layout: 'row' | 'stack'): string {
  return cn(
    'flex min-h-11 items-center gap-2 rounded-full pr-3 pl-1 hover:bg-white/10',
    layout === 'stack' && 'self-start',
  );
}

/**
 * The avatar circle and display name (or User), then what the button opens and for whom, for
 * screen readers only. The button is named by what it contains, so its name starts with the name
 * it shows on a wide screen: a visitor who speaks or sees that name reaches it by it (WCAG 2.5.3
 * Label in Name). The letter is left out of the name: it repeats the email's first letter.
 */
export function AvatarContent({ user, layout }: AvatarProps) {
  const name = user.displayName || 'User';
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full bg-accent font-display text-lg font-extrabold text-accent-foreground"
      >
        {avatarLetter(user)}
      </span>
      <span
        className={cn(
          'max-w-40 truncate font-semibold',
          layout === 'row' && 'sr-only xl:not-sr-only',
        )}
      >
        {name}
      </span>
      <span className="sr-only">: account menu for {user.email ?? name}</span>
    </>
  );
}

export type AvatarButtonProps = AvatarProps & React.ComponentProps<'button'>;

/**
 * The avatar as a real button while its menu's code loads (components/auth/auth-actions.tsx
 * passes the handlers that record a press, so the menu opens once it has loaded): same look,
 * same name, no layout shift.
 */
export function AvatarButton({ user, layout, ...props }: AvatarButtonProps) {
  return (
    <button
      type="button"
      data-testid="user-menu-trigger"
      className={avatarButtonClass(layout)}
      {...props}
    >
      <AvatarContent user={user} layout={layout} />
    </button>
  );
}
