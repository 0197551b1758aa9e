import type { ExternalToast, toast as SonnerToast } from 'sonner';

/**
 * Toasts without shipping sonner with every page: the <Toaster> (components/ui/sonner.tsx)
 * loads on the visitor's first interaction or when the first toast is asked for, whichever comes
 * first, and each call below waits until it is mounted and listening.
 */
type Listener = () => void;

type Sonner = typeof SonnerToast;

let requested = false;
const listeners = new Set<Listener>();
/** sonner's toast(), once its Toaster is mounted and listening. */
let mounted: Sonner | undefined;
let markReady: (api: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => (markReady = resolve));

export const toasterStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: (): boolean => requested,
  request(): void {
    if (requested) return;
    requested = true;
    listeners.forEach((listener) => listener());
  },
  /** Called by the Toaster once sonner is mounted, with sonner's own toast(). */
  markReady: (api: Sonner): void => {
    mounted = api;
    markReady(api);
  },
};

function show(kind: 'error' | 'success', title: string, options?: ExternalToast): void {
  // Once mounted, a toast shows at once (no promise, no timer in between).
  if (mounted) {
    mounted[kind](title, options);
    return;
  }
  toasterStore.request();
  void ready.then((api) => api[kind](title, options));
}

export const toast = {
  /** A destructive toast (spec: "destructive toast"). */
  error: (title: string, options?: ExternalToast): void => show('error', title, options),
  success: (title: string, options?: ExternalToast): void => show('success', title, options),
};
