import { act, render, screen } from '@testing-library/react';

import { SAVED_AT_QUESTION, type SavedAtAnswer } from '@/lib/offline/protocol';
import { SavedCopyNote } from '@/components/offline/saved-copy-note';

/** jsdom has no MessageChannel: a pair of ports that deliver on the next task, as browsers do. */
class TestMessageChannel {
  port1 = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    close: () => undefined,
  };
  port2 = {
    postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0),
  };
}

beforeAll(() => {
  if (!('MessageChannel' in globalThis)) {
    Object.defineProperty(globalThis, 'MessageChannel', {
      configurable: true,
      value: TestMessageChannel,
    });
  }
});

/** A controlling service worker that answers the page's question with `answer`. */
function controlledBy(answer: SavedAtAnswer | null) {
  const controller =
    answer === null
      ? null
      : {
          postMessage: (message: { type: string }, [port]: MessagePort[]) => {
            expect(message).toEqual({ type: SAVED_AT_QUESTION });
            port!.postMessage(answer);
          },
        };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('SavedCopyNote', () => {
  it('says when the saved copy the worker served was saved, in Kolkata time', async () => {
    controlledBy({ savedAt: '2026-11-24T05:12:00.000Z' });
    render(<SavedCopyNote />);
    expect(
      await screen.findByText('No connection: showing this page as saved at 10:42 AM'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/saved at 10:42 AM$/);
  });

  it('stays an empty status region for a page fresh from the network', async () => {
    controlledBy({ savedAt: null });
    render(<SavedCopyNote />);
    // The answer arrives through a message port, on a later task: let it land.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stays empty without a controlling worker (first visit, or no worker support)', () => {
    controlledBy(null);
    render(<SavedCopyNote />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
