'use client';

import * as React from 'react';

import { copyText } from '@/lib/clipboard';
import {
  COPIED_DURATION_MS,
  opensInPopup,
  popupFeatures,
  shareUrls,
  type ShareNetwork,
} from '@/lib/share';
import { toast } from '@/lib/toast';

export type ShareTarget = { url: string; title: string };

function subscribeNever() {
  return () => {};
}

/** Share links, the popup opener, Copy link with its 2-second copied state and the system sheet. */
export function useShare({ url, title }: ShareTarget) {
  const [copied, setCopied] = React.useState(false);
  const timer = React.useRef<number | undefined>(undefined);
  const links = React.useMemo(() => shareUrls(url, title), [url, title]);
  // The system share sheet exists on phones, not in most desktop browsers. The HTML cannot
  // know: "unknown" on the server and while hydrating (share-sheet-hint-script.tsx shows or
  // hides its place before the first paint), then "yes" or "no".
  const shareSheet = React.useSyncExternalStore<'unknown' | 'yes' | 'no'>(
    subscribeNever,
    () => (typeof navigator.share === 'function' ? 'yes' : 'no'),
    () => 'unknown',
  );
  const canNativeShare = shareSheet === 'yes';

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const openPopup = React.useCallback(
    (network: ShareNetwork) => {
      window.open(links[network], `share-${network}`, popupFeatures(window));
    },
    [links],
  );

  const copyLink = React.useCallback(async () => {
    if (!(await copyText(url))) {
      // The link stays on screen until dismissed, selected whole by a click or a long press,
      // for the visitor to copy by hand; sonner's toasts are announced.
      toast.error('Could not copy the link', {
        description: url,
        duration: Infinity,
        classNames: { description: 'select-all' },
      });
      return;
    }
    toast.success('Link copied to clipboard');
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_DURATION_MS);
  }, [url]);

  const nativeShare = React.useCallback(async () => {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the sheet rejects with AbortError: nothing to report.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        toast.error('Could not open the share sheet');
      }
    }
  }, [title, url]);

  return { links, copied, shareSheet, canNativeShare, openPopup, copyLink, nativeShare };
}

/**
 * Click handler for a share <a href>: opens the centred popup instead of following the link
 * (WhatsApp's link is simply followed, in a new tab).
 */
export function popupClickHandler(
  openPopup: (network: ShareNetwork) => void,
  network: ShareNetwork,
) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!opensInPopup(network)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    openPopup(network);
  };
}
