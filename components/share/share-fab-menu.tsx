'use client';

import { usePathname } from 'next/navigation';

import { useIntentMenu } from '@/lib/hooks/use-intent-menu';
import type { EarlyIntent } from '@/lib/hooks/use-placeholder-menu';
import { canonicalPageUrl, SHARE_NETWORK_LABELS, SHARE_NETWORKS } from '@/lib/share';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Check, Link2, Share2 } from '@/components/icons/line-icons';

import type { ShareFabProps } from './share-fab';
import { shareNetworkIcons } from './share-icons';
import { popupClickHandler, useShare } from './use-share';

export type ShareFabMenuProps = ShareFabProps & {
  /** What the visitor did to the placeholder button while this menu loaded. */
  intent: EarlyIntent;
};

/** The floating share button's menu, loaded on the visitor's first intent to use it. */
export function ShareFabMenu({ intent, siteUrl, title }: ShareFabMenuProps) {
  const pathname = usePathname();
  const { open, setOpen, triggerRef, contentRef } = useIntentMenu(intent);
  const { links, copied, canNativeShare, openPopup, copyLink, nativeShare } = useShare({
    url: canonicalPageUrl(siteUrl, pathname),
    title,
  });

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger ref={triggerRef} aria-label="Share this page" className="share-fab">
        <Share2 aria-hidden="true" className="size-6" />
      </DropdownMenuTrigger>
      <DropdownMenuContent ref={contentRef} side="top" align="end">
        <DropdownMenuLabel className="text-sm text-muted-foreground">
          Share this page
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {canNativeShare ? (
          <DropdownMenuItem onSelect={() => void nativeShare()}>
            <Share2 aria-hidden="true" /> More apps
          </DropdownMenuItem>
        ) : null}
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
