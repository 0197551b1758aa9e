'use client';

import * as React from 'react';

import { SAVED_AT_QUESTION, SERVICE_WORKER_PATH, type SavedAtAnswer } from '@/lib/offline/protocol';

/**
 * The page's side of offline reading (the worker is lib/offline/worker/), in one small leaf:
 * - registers the service worker once the page has loaded, so it never competes with the first
 *   paint or the page's own files (production builds only: `next dev` has no worker);
 * - asks the controlling worker whether it served this page from its saved copies, because the
 *   network failed or was too slow, and if so says since when: "No connection: showing this
 *   page as saved at 10:42 AM" (the worker writes the Kolkata time, so the page ships no
 *   formatting code). The note floats over the page's bottom edge, so nothing moves when it
 *   appears. Its live region exists from the start, so screen readers announce the note when it
 *   arrives; the status itself exists only while there is something to say.
 */
export function OfflineSupport() {
  const [savedAt, setSavedAt] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const worker = navigator.serviceWorker.controller;
    const channel = worker ? new MessageChannel() : null;
    if (worker && channel) {
      channel.port1.onmessage = (event: MessageEvent<SavedAtAnswer>) => {
        setSavedAt(event.data.savedAt);
        channel.port1.close();
      };
      worker.postMessage({ type: SAVED_AT_QUESTION }, [channel.port2]);
    }

    const register = () => {
      // updateViaCache 'none': the browser asks the server for sw.js on every check, whatever
      // the HTTP cache holds, so a new deploy is found on the next visit. Without a worker the
      // site works as before, online only: nothing to tell the visitor.
      navigator.serviceWorker
        .register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' })
        .catch(() => undefined);
    };
    if (process.env.NODE_ENV === 'production') {
      if (document.readyState === 'complete') register();
      else window.addEventListener('load', register, { once: true });
    }
    return () => {
      channel?.port1.close();
      window.removeEventListener('load', register);
    };
  }, []);

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 flex justify-start pr-16 sm:inset-x-6 sm:bottom-6"
    >
      {savedAt ? (
        <p
          role="status"
          className="pointer-events-auto max-w-md rounded-md bg-primary px-4 py-3 text-sm font-medium text-primary-foreground shadow-lg"
        >
          No connection: showing this page as saved at {savedAt}
        </p>
      ) : null}
    </div>
  );
}
