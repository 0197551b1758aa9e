'use client';

import { useRouter } from 'next/navigation';

import { signOut } from '@/lib/auth/actions';
import type { AuthUser } from '@/lib/auth/types';
import { useIntentMenu } from '@/lib/hooks/use-intent-menu';
import { NO_INTENT, type EarlyIntent } from '@/lib/hooks/use-placeholder-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LogOut } from '@/components/icons/page-icons';

import { avatarButtonClass, AvatarContent } from './avatar-badge';

export type UserMenuProps = {
  user: AuthUser;
  layout?: 'row' | 'stack';
  /** What the visitor did to the placeholder avatar while this menu loaded. */
  intent?: EarlyIntent;
};

/** The signed-in visitor's avatar with a menu: name, email and Sign Out. */
export function UserMenu({ user, layout = 'row', intent = NO_INTENT }: UserMenuProps) {
  const router = useRouter();
  const { open, setOpen, triggerRef, contentRef } = useIntentMenu(intent);
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
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger
        ref={triggerRef}
        data-testid="user-menu-trigger"
        className={avatarButtonClass(layout)}
      >
        <AvatarContent user={user} layout={layout} />
      </DropdownMenuTrigger>
      <DropdownMenuContent ref={contentRef} align="end">
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
