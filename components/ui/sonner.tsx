'use client';

import * as React from 'react';
import type { toast as SonnerToast, ToasterProps } from 'sonner';

import { toasterStore } from '@/lib/toast';

let sonnerToast: typeof SonnerToast | undefined;
const Sonner = React.lazy(() =>
  import('sonner').then((module) => {
    sonnerToast = module.toast;
    return { default: module.Toaster };
  }),
);

/** Mounted after sonner's own Toaster: effects run child first, so sonner is listening by now. */
function ReadySignal({ children }: { children: React.ReactNode }) {
  React.useEffect(() => {
    if (sonnerToast) toasterStore.markReady(sonnerToast);
  }, []);
  return children;
}

/** The one toaster of the site, loaded when idle or on the first toast (see lib/toast.ts). */
export function Toaster(props: ToasterProps) {
  const requested = React.useSyncExternalStore(
    toasterStore.subscribe,
    toasterStore.isRequested,
    () => false,
  );

  React.useEffect(() => {
    const idle =
      window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => toasterStore.request());
    return () => cancel(handle);
  }, []);

  if (!requested) return null;
  return (
    <React.Suspense fallback={null}>
      <ReadySignal>
        <Sonner
          position="bottom-center"
          richColors
          closeButton
          duration={5000}
          toastOptions={{ classNames: { toast: 'font-sans text-base', description: 'text-sm' } }}
          {...props}
        />
      </ReadySignal>
    </React.Suspense>
  );
}
