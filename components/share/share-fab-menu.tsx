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

import { SHARE_FAB_CLASS } from './share-fab';
import { shareNetworkIcons } from './share-icons';
import { popupClickHandler, useShare } from './use-share';

export type ShareFabMenuProps = {
  /** The visitor already clicked the placeholder button: open at once. */
  defaultOpen: boolean;
  /** The placeholder button had focus: move it to the real trigger. */
  focusTrigger: boolean;
  /** It was opened from the keyboard: focus the first item, as the menu pattern expects. */
  openedWithKeyboard: boolean;
};

/** The floating share button's menu, loaded on the visitor's first intent to use it. */
export function ShareFabMenu({ defaultOpen, focusTrigger, openedWithKeyboard }: ShareFabMenuProps) {
  const pathname = usePathname();
  const [open, setOpen] = React.useState(defaultOpen);
  const trigger = React.useRef<HTMLButtonElement>(null);
  const content = React.useRef<HTMLDivElement>(null);
  const focusFirstItem = React.useRef(defaultOpen && openedWithKeyboard);
  const { links, copied, canNativeShare, openPopup, copyLink, nativeShare } = useShare({
    url: canonicalPageUrl(pathname),
    title: DEFAULT_SHARE_TITLE,
  });
  React.useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);

  // Opened from the keyboard before this menu had loaded: focus the first item, as the menu
  // pattern expects (Radix only does so for keyboard opens it saw itself).
  React.useEffect(() => {
    if (!open || !focusFirstItem.current) return;
    focusFirstItem.current = false;
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger ref={trigger} aria-label="Share this page" className={SHARE_FAB_CLASS}>
        <Share2 aria-hidden="true" className="size-6" />
      </DropdownMenuTrigger>
      <DropdownMenuContent ref={content} side="top" align="end">
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
