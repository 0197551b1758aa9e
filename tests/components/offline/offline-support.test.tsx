import { render, screen, waitFor } from '@testing-library/react';

import {
  SAVE_PAGE,
  SAVED_AT_QUESTION,
  SERVICE_WORKER_PATH,
  type SavedAtAnswer,
} from '@/lib/offline/protocol';
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
    const note = screen.getByText(/saved at 10:42 AM$/);
    // In one live region, and no second one inside it: read out once.
    expect(note.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')).toHaveLength(
      1,
    );
  });

  it('says nothing for a page fresh from the network', async () => {
    controlledBy({ savedAt: null, slow: false });
    runOfflineScript();
    await answerArrives();
    expect(screen.queryByText(/showing this page as saved/)).toBeNull();
  });

  it('says nothing without a controlling worker (a first visit), and registers the worker once loaded', async () => {
    controlledBy(null);
    // No worker to ask: the script stops at once, with nothing on its way.
    runOfflineScript();
    expect(screen.queryByText(/showing this page as saved/)).toBeNull();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_PATH, {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  describe('after a client-side navigation', () => {
    /** The Navigation API's object, as far as the script uses it (jsdom has none). */
    let navigation = new EventTarget();
    const posted = jest.fn();
    beforeEach(() => {
      navigation = new EventTarget();
      Object.defineProperty(window, 'navigation', { configurable: true, value: navigation });
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { controller: { postMessage: posted }, register },
      });
      history.replaceState(null, '', '/');
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'navigation');
      Reflect.deleteProperty(navigator, 'connection');
      posted.mockClear();
    });
    /** next/link's navigation: the address changes, and the Navigation API says so. */
    const navigateTo = (path: string) => {
      history.pushState(null, '', path);
      navigation.dispatchEvent(new Event('currententrychange'));
    };
    const saves = () => posted.mock.calls.filter(([message]) => message.type === SAVE_PAGE);

    it('asks the worker to save each page it goes to, once', () => {
      runOfflineScript();
      navigateTo('/about/');
      // The same page again (a search parameter, a hash): nothing new to save.
      navigateTo('/about/?q=1');
      navigateTo('/events/');
      expect(saves()).toEqual([
        [{ type: SAVE_PAGE, path: '/about/' }],
        [{ type: SAVE_PAGE, path: '/events/' }],
      ]);
    });

    it('asks nothing when the visitor asked the browser to save data', () => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { saveData: true },
      });
      runOfflineScript();
      navigateTo('/about/');
      expect(saves()).toEqual([]);
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
