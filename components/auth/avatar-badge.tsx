import type { AuthUser } from '@/lib/auth/types';
import { cn } from '@/lib/utils';

type AvatarProps = { user: AuthUser; layout: 'row' | 'stack' };

/** First letter of the email, or U. */
export function avatarLetter(user: AuthUser): string {
  return user.email?.trim().charAt(0).toUpperCase() || 'U';
}

/** The avatar circle and display name (or User). */
export function AvatarContent({ user, layout }: AvatarProps) {
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
        {user.displayName || 'User'}
      </span>
    </>
  );
}

/** The avatar as it looks before its menu has loaded: same size, no layout shift. */
export function AvatarBadge({ user, layout }: AvatarProps) {
  return (
    <span
      className={cn(
        'flex min-h-11 items-center gap-2 rounded-full pr-3 pl-1',
        layout === 'stack' && 'self-start',
      )}
    >
      <AvatarContent user={user} layout={layout} />
    </span>
  );
}
