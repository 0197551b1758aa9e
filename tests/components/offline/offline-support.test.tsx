import { render, screen, waitFor } from '@testing-library/react';

import { SAVED_AT_QUESTION, SERVICE_WORKER_PATH, type SavedAtAnswer } from '@/lib/offline/protocol';
import { knownInlineScript, OFFLINE_SCRIPT } from '@/lib/security/known-scripts';
import { OfflineSupport } from '@/components/offline/offline-support';

/** The script closes its port once it has read the worker's answer: the signal tests wait for. */
const portClosed = jest.fn();

/** jsdom has no MessageChannel: a pair of ports that deliver on a later task, as browsers do. */
class TestMessageChannel {
  port1 = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    close: portClosed,
  };
  port2 = {
    postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0),
  };
}

const nativeChannel = Object.getOwnPropertyDescriptor(globalThis, 'MessageChannel');
beforeAll(() => {
  Object.defineProperty(globalThis, 'MessageChannel', {
    configurable: true,
    value: TestMessageChannel,
  });
});
afterAll(() => {
  if (nativeChannel) Object.defineProperty(globalThis, 'MessageChannel', nativeChannel);
  else Reflect.deleteProperty(globalThis, 'MessageChannel');
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

/** The listeners a run of the script added to the window, taken off after each test. */
let added: [string, EventListenerOrEventListenerObject][] = [];

/** Runs the inline script as the browser does, then the document's parse and load events. */
function runOfflineScript() {
  const addEventListener = jest.spyOn(window, 'addEventListener').mockImplementation(function (
    this: Window,
    type,
    listener,
    options,
  ) {
    added.push([type, listener]);
    EventTarget.prototype.addEventListener.call(this, type, listener, options);
  });
  new Function(OFFLINE_SCRIPT)();
  addEventListener.mockRestore();
  document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
  window.dispatchEvent(new Event('load'));
}

/** Waits until the script has read the answer posted through the port (a later task). */
const answerArrives = () => waitFor(() => expect(portClosed).toHaveBeenCalled());

afterEach(() => {
  for (const [type, listener] of added) window.removeEventListener(type, listener);
  added = [];
  Reflect.deleteProperty(navigator, 'serviceWorker');
  register.mockClear();
  portClosed.mockClear();
  document.body.innerHTML = '';
});

describe('the offline script', () => {
  // The network gone, or only too slow to answer in time: the note says which.
  it.each([
    [false, 'No connection'],
    [true, 'Slow connection'],
  ])('says when the saved copy was saved, in a live region (slow: %s)', async (slow, opening) => {
    controlledBy({ savedAt: '10:42 AM', slow });
    runOfflineScript();
    expect(
      await screen.findByText(`${opening}: showing this page as saved at 10:42 AM`),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/saved at 10:42 AM$/);
    expect(screen.getByRole('status').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('says nothing for a page fresh from the network', async () => {
    controlledBy({ savedAt: null, slow: false });
    runOfflineScript();
    await answerArrives();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing without a controlling worker (a first visit), and registers the worker once loaded', async () => {
    controlledBy(null);
    // No worker to ask: the script stops at once, with nothing on its way.
    runOfflineScript();
    expect(screen.queryByRole('status')).toBeNull();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_PATH, {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  it('is rendered by production builds only (next dev has no worker)', () => {
    const { container } = render(<OfflineSupport />);
    // Jest runs with NODE_ENV=test.
    expect(container.querySelector('script')).toBeNull();
  });

  it('is one of the inline scripts the page policy allows', () => {
    expect(knownInlineScript(OFFLINE_SCRIPT)).toBe('offline support');
  });
});
