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
let ready = new Promise<Sonner>((resolve) => (markReady = resolve));

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
    listeners.forEach((listener) => listener());
  },
  /** Whether a toast asked for now shows at once. */
  isReady: (): boolean => mounted !== undefined,
  /**
   * Called by the Toaster when sonner's download failed (offline at the venue): as if never
   * asked for, so the next toast or interaction mounts it again. The toasts waiting for it are
   * dropped (shown later, they would answer a moment long past).
   */
  markFailed: (): void => {
    requested = false;
    ready = new Promise<Sonner>((resolve) => (markReady = resolve));
    listeners.forEach((listener) => listener());
  },
};

/**
 * How far up from the bottom of the screen a toast reaches: sonner's offset (16-24 px) and a
 * toast with a two-line description and its close button, with room to spare.
 */
export const TOAST_REACH_PX = 160;

/**
 * Toasts sit at the bottom centre, except when the element holding the keyboard focus is down
 * there: then they show at the top, under the header, so that a toast never covers what the
 * visitor is on (WCAG 2.2, 2.4.11 Focus Not Obscured). The Send button after a failed send and
 * the share button after "Copy link" are both often at the bottom of a phone's screen.
 */
export function toastPosition(): ExternalToast['position'] {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return undefined;
  const box = focused.getBoundingClientRect();
  const bottomZone = window.innerHeight - TOAST_REACH_PX;
  return box.bottom > bottomZone && box.top < window.innerHeight ? 'top-center' : undefined;
}

function show(kind: 'error' | 'success', title: string, options?: ExternalToast): void {
  // Where the focus is now, not when sonner has loaded: the toast answers this moment.
  const placed = { position: toastPosition(), ...options };
  // Once mounted, a toast shows at once (no promise, no timer in between).
  if (mounted) {
    mounted[kind](title, placed);
    return;
  }
  toasterStore.request();
  void ready.then((api) => api[kind](title, placed));
}

export const toast = {
  /** A destructive toast (spec: "destructive toast"). */
  error: (title: string, options?: ExternalToast): void => show('error', title, options),
  success: (title: string, options?: ExternalToast): void => show('success', title, options),
};
