'use client';

import * as React from 'react';

export type LoadBoundaryProps = {
  /** What shows instead when the part's code could not be downloaded. */
  fallback: React.ReactNode;
  children: React.ReactNode;
  /** Told when the download failed (the part may offer a way to try again). */
  onError?: () => void;
  /**
   * A new value after a failure tries the part again (with retryableLazy, a new download):
   * what the visitor does next, such as another press of the button that needs it.
   */
  retryKey?: unknown;
};

type LoadBoundaryState = { failed: boolean };

/**
 * Around a part whose code loads on first use (retryableLazy): if that download fails (offline
 * at the venue, a request dropped twice on a crowded network), the part shows `fallback` and
 * the rest of the page stays, instead of Next replacing the whole page with "This page couldn't
 * load". It is tried again when `retryKey` changes, or when the boundary is mounted again.
 */
export class LoadBoundary extends React.Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { failed: false };

  static getDerivedStateFromError(): LoadBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onError?.();
  }

  override componentDidUpdate(previous: LoadBoundaryProps): void {
    if (this.state.failed && !Object.is(previous.retryKey, this.props.retryKey)) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        {this.props.fallback}
        {/* A signal for tests and tools: this part's code could not be loaded. */}
        <span hidden data-load-failed="" />
      </>
    );
  }
}

/**
 * React.lazy that can try again: React.lazy remembers a failed download and throws it on every
 * render, so a part that once failed to load (one dropped request at the venue) stayed dead
 * until the page was reloaded. `retry()`, called once its LoadBoundary has caught the failure
 * (onError), makes the next render download the code afresh; the part is tried again when its
 * boundary is (retryKey) or mounted again. Never on its own: offline, that would loop.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own type
export function retryableLazy<C extends React.ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): React.ComponentType<React.ComponentProps<C>> & { retry: () => void } {
  type Props = React.ComponentProps<C>;
  const fresh = () => React.lazy(load) as unknown as React.ComponentType<Props>;
  let current = fresh();
  function Retryable(props: Props) {
    const Part = current;
    return <Part {...props} />;
  }
  return Object.assign(Retryable, {
    retry: () => {
      current = fresh();
    },
  });
}
