'use client';

import * as React from 'react';
import type { toast as SonnerToast, ToasterProps } from 'sonner';

import { toasterStore } from '@/lib/toast';
import { LoadBoundary } from '@/components/common/load-boundary';

let sonnerToast: typeof SonnerToast | undefined;
const loadSonner = () =>
  import('sonner').then((module) => {
    sonnerToast = module.toast;
    return { default: module.Toaster };
  });
// React.lazy keeps a failed download: after one, a new one is made, which the next toast asked
// for, or the next interaction, downloads again (lib/toast.ts).
let Sonner = React.lazy(loadSonner);

/** Mounted after sonner's own Toaster: effects run child first, so sonner is listening by now. */
function ReadySignal({ children }: { children: React.ReactNode }) {
  React.useEffect(() => {
    if (sonnerToast) toasterStore.markReady(sonnerToast);
  }, []);
  return children;
}

/** Any of these means the visitor has started to interact: time to fetch the toaster. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * The one toaster of the site. It loads on the visitor's first interaction (every toast but
 * two follows one, and the download then overlaps the click) or on the first toast asked for
 * without one (see lib/toast.ts), so a page that is only read never downloads it.
 */
export function Toaster(props: ToasterProps) {
  const requested = React.useSyncExternalStore(
    toasterStore.subscribe,
    toasterStore.isRequested,
    () => false,
  );
  const ready = React.useSyncExternalStore(
    toasterStore.subscribe,
    toasterStore.isReady,
    () => false,
  );

  React.useEffect(() => {
    if (requested) return;
    const request = () => toasterStore.request();
    const options = { capture: true, passive: true, once: true } as const;
    for (const type of FIRST_INTERACTION) window.addEventListener(type, request, options);
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, request, options);
    };
  }, [requested]);

  if (!requested) return null;
  return (
    // Offline, its download may fail: toasts then do not show, and the page stays; the next
    // toast asked for, or the next interaction, mounts it again (lib/toast.ts).
    <LoadBoundary
      fallback={null}
      onError={() => {
        Sonner = React.lazy(loadSonner);
        toasterStore.markFailed();
      }}
    >
      <React.Suspense fallback={null}>
        {/* A signal for tests and tools: a toast asked for from now on shows at once. */}
        {ready ? <span hidden data-toaster-ready="" /> : null}
        <ReadySignal>
          <Sonner
            position="bottom-center"
            // Toasts placed at the top (lib/toast.ts) sit under the fixed 64 px header.
            offset={{ top: 64 + 24 }}
            mobileOffset={{ top: 64 + 16 }}
            richColors
            closeButton
            duration={5000}
            toastOptions={{ classNames: { toast: 'font-sans text-base', description: 'text-sm' } }}
            {...props}
          />
        </ReadySignal>
      </React.Suspense>
    </LoadBoundary>
  );
}
