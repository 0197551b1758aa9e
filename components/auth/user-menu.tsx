'use client';

import { useRouter } from 'next/navigation';
import { LogOut } from 'lucide-react';

import { signOut } from '@/lib/auth/actions';
import type { AuthUser } from '@/lib/auth/types';
import { cn } from '@/lib/utils';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export type UserMenuProps = { user: AuthUser; layout?: 'row' | 'stack' };

/** First letter of the email, or U. */
export function avatarLetter(user: AuthUser): string {
  return user.email?.trim().charAt(0).toUpperCase() || 'U';
}

/** The signed-in visitor's avatar with a menu: name, email and Sign Out. */
export function UserMenu({ user, layout = 'row' }: UserMenuProps) {
  const router = useRouter();
  const name = user.displayName || 'User';

  async function handleSignOut() {
    try {
      await signOut();
      router.push('/');
    } catch (error) {
      console.error('Error signing out', error);
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="user-menu-trigger"
        aria-label={`Account menu for ${user.email ?? name}`}
        className={cn(
          'flex min-h-11 items-center gap-2 rounded-full pr-3 pl-1 hover:bg-white/10',
          layout === 'stack' && 'self-start',
        )}
      >
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
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-semibold">{name}</span>
          <span className="block text-sm break-all text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void handleSignOut()}>
          <LogOut aria-hidden="true" /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
