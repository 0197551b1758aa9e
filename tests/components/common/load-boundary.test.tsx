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
