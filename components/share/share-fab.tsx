'use client';

import * as React from 'react';
import { usePathname } from 'next/navigation';
import { Check, Link2, Share2 } from 'lucide-react';

import {
  canonicalPageUrl,
  DEFAULT_SHARE_TITLE,
  SHARE_NETWORK_LABELS,
  SHARE_NETWORKS,
} from '@/lib/share';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { shareNetworkIcons } from './share-icons';
import { popupClickHandler, useShare } from './use-share';

function subscribeNever() {
  return () => {};
}

/** The floating share button (bottom right, every page) with its menu. Needs JavaScript. */
export function ShareFab() {
  const pathname = usePathname();
  const [open, setOpen] = React.useState(false);
  const { links, copied, canNativeShare, openPopup, copyLink, nativeShare } = useShare({
    url: canonicalPageUrl(pathname),
    title: DEFAULT_SHARE_TITLE,
  });
  // Rendered after hydration only: without JavaScript the menu could not open.
  const hydrated = React.useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!hydrated) return null;

  return (
    <div className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 sm:right-6 sm:bottom-6">
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger
          aria-label="Share this page"
          className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-lg ring-2 ring-primary-foreground/70 hover:bg-accent-hover data-[state=open]:bg-accent-hover motion-safe:transition-transform motion-safe:hover:scale-105"
        >
          <Share2 aria-hidden="true" className="size-6" />
        </DropdownMenuTrigger>
        <DropdownMenuContent side="top" align="end">
          <DropdownMenuLabel className="text-sm text-muted-foreground">
            Share this page
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {SHARE_NETWORKS.map((network) => {
            const Icon = shareNetworkIcons[network];
            return (
              <DropdownMenuItem key={network} asChild>
                <a
                  href={links[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={(event) => {
                    popupClickHandler(openPopup, network)(event);
                    // preventDefault also stops the menu's own close: close it here.
                    setOpen(false);
                  }}
                >
                  <Icon /> {SHARE_NETWORK_LABELS[network]}
                </a>
              </DropdownMenuItem>
            );
          })}
          <DropdownMenuItem
            data-copied={copied}
            onSelect={(event) => {
              // Keep the menu open so the copied state stays visible.
              event.preventDefault();
              void copyLink();
            }}
          >
            {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy link'}
          </DropdownMenuItem>
          {canNativeShare ? (
            <DropdownMenuItem onSelect={() => void nativeShare()}>
              <Share2 aria-hidden="true" /> More apps
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
