import type { ExternalToast } from 'sonner';

/**
 * Toasts without shipping sonner with every page: the <Toaster> (components/ui/sonner.tsx)
 * loads when the browser is idle or when the first toast is asked for, whichever comes first,
 * and each call below waits until it is mounted and listening.
 */
type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));

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
  /** Called by the Toaster once sonner is mounted. */
  markReady: (): void => markReady(),
};

async function show(
  kind: 'error' | 'success',
  title: string,
  options?: ExternalToast,
): Promise<void> {
  toasterStore.request();
  const [{ toast: sonner }] = await Promise.all([import('sonner'), ready]);
  sonner[kind](title, options);
}

export const toast = {
  /** A destructive toast (spec: "destructive toast"). */
  error: (title: string, options?: ExternalToast): void => void show('error', title, options),
  success: (title: string, options?: ExternalToast): void => void show('success', title, options),
};
