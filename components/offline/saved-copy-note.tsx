'use client';

import * as React from 'react';

import { SAVED_AT_QUESTION, type SavedAtAnswer } from '@/lib/offline/protocol';
import { formatTime } from '@/lib/utils';

/**
 * "No connection: showing this page as saved at 10:42 AM", when the service worker served this
 * page from its saved copies because the network failed or was too slow. The worker knows; the
 * page asks it once after mount. The note floats over the page's bottom edge, so nothing moves
 * when it appears, and its status region exists from the start so screen readers announce it.
 */
export function SavedCopyNote() {
  const [savedAt, setSavedAt] = React.useState<string | null>(null);

  React.useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
    if (!worker) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<SavedAtAnswer>) => {
      setSavedAt(event.data.savedAt);
      channel.port1.close();
    };
    worker.postMessage({ type: SAVED_AT_QUESTION }, [channel.port2]);
    return () => channel.port1.close();
  }, []);

  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 flex justify-start pr-16 sm:inset-x-6 sm:bottom-6"
    >
      {savedAt ? (
        <p
          data-saved-copy-note
          className="pointer-events-auto max-w-md rounded-md bg-primary px-4 py-3 text-sm font-medium text-primary-foreground shadow-lg"
        >
          No connection: showing this page as saved at {formatTime(savedAt)}
        </p>
      ) : null}
    </div>
  );
}
