'use client';

import * as React from 'react';

import { SERVICE_WORKER_PATH } from '@/lib/offline/protocol';

/**
 * Registers the service worker (out/sw.js, written by the production build) once the page has
 * loaded, so it never competes with the first paint or the page's own files. `next dev` has no
 * worker.
 */
export function ServiceWorkerRegistration() {
  React.useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      // updateViaCache 'none': the browser asks the server for sw.js on every check, whatever
      // the HTTP cache holds, so a new deploy is found on the next visit.
      navigator.serviceWorker
        .register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' })
        // Without a worker the site works as before, online only: nothing to tell the visitor.
        .catch(() => undefined);
    };
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
