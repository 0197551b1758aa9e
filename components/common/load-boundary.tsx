'use client';

import * as React from 'react';

export type LoadBoundaryProps = {
  /** What shows instead when the part's code could not be downloaded. */
  fallback: React.ReactNode;
  children: React.ReactNode;
  /**
   * Told when the download failed. React.lazy keeps a failed download and throws it on every
   * render: a caller that offers a way to try again makes a new React.lazy here (its part kept
   * in a `let`), never on its own (offline, that would loop).
   */
  onError?: () => void;
  /**
   * A new value after a failure tries the part again: what the visitor does next, such as
   * another press of the button that needs it.
   */
  retryKey?: unknown;
};

type LoadBoundaryState = { failed: boolean };

/**
 * Around a part whose code loads on first use (React.lazy): if that download fails (offline at
 * the venue, a request dropped twice on a crowded network), the part shows `fallback` and the
 * rest of the page stays, instead of Next replacing the whole page with "This page couldn't
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
    if (this.state.failed && previous.retryKey !== this.props.retryKey) {
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
