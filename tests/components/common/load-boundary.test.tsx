import * as React from 'react';
import { render, screen } from '@testing-library/react';

import { LoadBoundary } from '@/components/common/load-boundary';

describe('LoadBoundary', () => {
  it('shows its fallback, not an error page, when a part’s code cannot be downloaded', async () => {
    const failing = React.lazy(() => Promise.reject(new TypeError('Failed to fetch')));
    const Part = failing as unknown as React.ComponentType;
    // React reports the caught error on the console; the page itself stays.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>Events</h1>
        <LoadBoundary fallback={<p>Could not load</p>}>
          <React.Suspense fallback={<p>Loading</p>}>
            <Part />
          </React.Suspense>
        </LoadBoundary>
      </main>,
    );
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Events' })).toBeInTheDocument();
    expect(document.querySelector('[data-load-failed]')).not.toBeNull();
    quiet.mockRestore();
  });
});

describe('LoadBoundary, tried again', () => {
  it('renders the part again when its retryKey changes after a failure, a new download made', async () => {
    let downloads = 0;
    const load = async () => {
      downloads += 1;
      if (downloads === 1) throw new TypeError('Failed to fetch');
      return { default: ({ name }: { name: string }) => <p>Hello {name}</p> };
    };
    // As the callers keep it: a `let`, replaced when the download failed.
    let Part = React.lazy(load);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failures = jest.fn(() => {
      Part = React.lazy(load);
    });
    const view = (retryKey: number) => (
      <LoadBoundary fallback={<p>Could not load</p>} retryKey={retryKey} onError={failures}>
        <React.Suspense fallback={<p>Loading</p>}>
          <Part name="Asha" />
        </React.Suspense>
      </LoadBoundary>
    );
    const { rerender } = render(view(0));
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(failures).toHaveBeenCalledTimes(1);
    // The same key: still the fallback, nothing downloaded again.
    rerender(view(0));
    expect(screen.getByText('Could not load')).toBeInTheDocument();
    expect(downloads).toBe(1);
    // The visitor's next try (a new key): downloaded again, and shown.
    rerender(view(1));
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(downloads).toBe(2);
    expect(document.querySelector('[data-load-failed]')).toBeNull();
    quiet.mockRestore();
  });
});
