'use client';

import * as React from 'react';

export type LoadBoundaryProps = {
  /** What shows instead when the part's code could not be downloaded. */
  fallback: React.ReactNode;
  children: React.ReactNode;
};

type LoadBoundaryState = { failed: boolean };

/**
 * Around a part whose code loads on first use (React.lazy): if that download fails (offline at
 * the venue, a request dropped twice on a crowded network), the part shows `fallback` and the
 * rest of the page stays, instead of Next replacing the whole page with "This page couldn't
 * load". The part is offered again on the next page load.
 */
export class LoadBoundary extends React.Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { failed: false };

  static getDerivedStateFromError(): LoadBoundaryState {
    return { failed: true };
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
