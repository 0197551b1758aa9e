'use client';

import { REPLAY_TAP } from '@/lib/early-taps';
import { SHARE_NETWORK_LABELS, SHARE_NETWORKS } from '@/lib/share';
import { cn } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button-variants';
import { Check, Link2, Share2 } from '@/components/icons/line-icons';

import { shareNetworkIcons } from './share-icons';
import { popupClickHandler, useShare } from './use-share';

export type ShareBarProps = {
  /** The absolute canonical URL to share. */
  url: string;
  title: string;
  /** "icons": a row of round icon buttons; "labelled": buttons with the network names. */
  variant?: 'icons' | 'labelled';
  /** Names the group for screen readers, e.g. "Share this event". */
  label?: string;
  className?: string;
};

/**
 * The system share sheet first (on phones that have one), then the share links (plain <a href>
 * that work without JavaScript: WhatsApp, Facebook, Twitter, LinkedIn) and Copy link.
 */
export function ShareBar({
  url,
  title,
  variant = 'icons',
  label = 'Share',
  className,
}: ShareBarProps) {
  const { links, copied, shareSheet, openPopup, copyLink, nativeShare } = useShare({
    url,
    title,
  });
  const labelled = variant === 'labelled';
  const itemClass = labelled
    ? buttonVariants({ variant: 'outline', size: 'sm' })
    : buttonVariants({ variant: 'outline', size: 'icon', shape: 'round' });
  const copyLabel = copied ? 'Copied' : 'Copy link';

  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {shareSheet === 'no' ? null : (
        // In the HTML from the start, shown before the first paint only where the sheet
        // exists (share-sheet-hint-script.tsx), so nothing moves when React arrives; it waits,
        // disabled, until React can open the sheet.
        <li data-share-sheet-item="">
          <button
            type="button"
            aria-label={labelled ? undefined : 'More apps'}
            className={itemClass}
            disabled={shareSheet !== 'yes'}
            onClick={() => void nativeShare()}
          >
            <Share2 aria-hidden="true" />
            {labelled ? 'More apps' : null}
          </button>
        </li>
      )}
      {SHARE_NETWORKS.map((network) => {
        const Icon = shareNetworkIcons[network];
        const name = SHARE_NETWORK_LABELS[network];
        return (
          <li key={network}>
            <a
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={labelled ? undefined : `Share on ${name}`}
              className={itemClass}
              onClick={popupClickHandler(openPopup, network)}
            >
              <Icon />
              {labelled ? name : null}
            </a>
          </li>
        );
      })}
      {/* Copying needs JavaScript: not offered without it (app/layout.tsx). */}
      <li data-needs-js="">
        <button
          type="button"
          {...REPLAY_TAP}
          aria-label={labelled ? undefined : copyLabel}
          data-copied={copied}
          className={itemClass}
          onClick={() => void copyLink()}
        >
          {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
          {labelled ? copyLabel : null}
        </button>
      </li>
    </ul>
  );
}
