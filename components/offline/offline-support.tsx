import { OFFLINE_SCRIPT } from '@/lib/security/known-scripts';

/**
 * Offline reading's page side: a small inline script (lib/security/known-scripts.ts) that
 * registers the service worker after load and shows "No connection: showing this page as saved
 * at …" when the worker served a saved copy. Production builds only: `next dev` has no worker.
 */
export function OfflineSupport() {
  if (process.env.NODE_ENV !== 'production') return null;
  return <script dangerouslySetInnerHTML={{ __html: OFFLINE_SCRIPT }} />;
}
