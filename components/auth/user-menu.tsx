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

import { AvatarContent } from './avatar-badge';

export type UserMenuProps = { user: AuthUser; layout?: 'row' | 'stack' };

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
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        data-testid="user-menu-trigger"
        aria-label={`Account menu for ${user.email ?? name}`}
        className={cn(
          'flex min-h-11 items-center gap-2 rounded-full pr-3 pl-1 hover:bg-white/10',
          layout === 'stack' && 'self-start',
        )}
      >
        <AvatarContent user={user} layout={layout} />
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
