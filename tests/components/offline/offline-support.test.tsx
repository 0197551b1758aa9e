import { act, render, screen } from '@testing-library/react';

import { SAVED_AT_QUESTION, type SavedAtAnswer } from '@/lib/offline/protocol';
import { OfflineSupport } from '@/components/offline/offline-support';

/** jsdom has no MessageChannel: a pair of ports that deliver on a later task, as browsers do. */
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

const register = jest.fn(() => Promise.resolve());

/** A service worker container whose controller (if any) answers the page's question. */
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
    value: { controller, register },
  });
}

/** Lets the answer posted through the port (a later task) arrive. */
const answerArrives = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  register.mockClear();
});

describe('OfflineSupport', () => {
  it('says when the saved copy the worker served was saved', async () => {
    controlledBy({ savedAt: '10:42 AM' });
    render(<OfflineSupport />);
    expect(
      await screen.findByText('No connection: showing this page as saved at 10:42 AM'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/saved at 10:42 AM$/);
    expect(screen.getByRole('status').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('says nothing for a page fresh from the network', async () => {
    controlledBy({ savedAt: null });
    render(<OfflineSupport />);
    await answerArrives();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing without a controlling worker (a first visit)', async () => {
    controlledBy(null);
    render(<OfflineSupport />);
    await answerArrives();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('registers no worker outside a production build', () => {
    controlledBy(null);
    render(<OfflineSupport />);
    expect(register).not.toHaveBeenCalled();
  });
});
