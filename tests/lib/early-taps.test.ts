import { EARLY_TAP_SCRIPT, PENDING_ATTRIBUTE, REPLAY_ATTRIBUTE } from '@/lib/early-taps';

/**
 * The inline script, run as the page's <head> runs it. React is stood in for by a click
 * listener on the document (React listens on its root container), so what reaches it is what
 * React would handle.
 */
describe('the early tap script', () => {
  let handled: string[];
  let cleanups: (() => void)[] = [];

  function button(name: string, marked = true) {
    const element = document.createElement('button');
    element.textContent = name;
    if (marked) element.setAttribute(REPLAY_ATTRIBUTE, '');
    document.body.append(element);
    return element;
  }

  /** React's root listener. */
  function reactListens() {
    const listener = (event: Event) => handled.push((event.target as Element).textContent ?? '');
    document.addEventListener('click', listener);
    cleanups.push(() => document.removeEventListener('click', listener));
  }

  /** The page's script runs once per page load; each test starts a fresh window's worth. */
  function loadPage() {
    const added: [string, EventListenerOrEventListenerObject, boolean][] = [];
    const original = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, listener: EventListener, options?: boolean) => {
      added.push([type, listener, Boolean(options)]);
      original(type, listener, options);
    }) as typeof window.addEventListener;
    new Function(EARLY_TAP_SCRIPT)();
    window.addEventListener = original;
    cleanups.push(() =>
      added.forEach(([type, listener, capture]) =>
        window.removeEventListener(type, listener, capture),
      ),
    );
  }

  const hydrate = async () => {
    document.documentElement.dataset.hydrated = '';
    // MutationObserver callbacks run as microtasks.
    await Promise.resolve();
  };

  beforeEach(() => {
    handled = [];
    document.body.innerHTML = '';
    delete document.documentElement.dataset.hydrated;
    loadPage();
    reactListens();
  });

  afterEach(() => {
    cleanups.forEach((cleanup) => cleanup());
    cleanups = [];
  });

  it('holds a tap on a marked control until the page is hydrated, then clicks it once', async () => {
    const tile = button('tile');
    tile.click();
    expect(handled).toEqual([]);
    expect(tile).toHaveAttribute(PENDING_ATTRIBUTE);
    await hydrate();
    expect(handled).toEqual(['tile']);
    expect(tile).not.toHaveAttribute(PENDING_ATTRIBUTE);
  });

  it('replays in order, a control tapped twice once, and skips one that is gone', async () => {
    const chip = button('chip');
    const toggle = button('toggle');
    const removed = button('removed');
    chip.click();
    toggle.click();
    toggle.click();
    removed.click();
    removed.remove();
    await hydrate();
    expect(handled).toEqual(['chip', 'toggle']);
  });

  it('catches a tap on anything inside a marked control', async () => {
    const tile = button('tile');
    const picture = document.createElement('img');
    tile.append(picture);
    picture.click();
    expect(handled).toEqual([]);
    await hydrate();
    expect(handled).toEqual(['tile']);
  });

  it('leaves unmarked controls and every tap after hydration alone', async () => {
    const plain = button('plain', false);
    plain.click();
    expect(handled).toEqual(['plain']);
    const tile = button('tile');
    await hydrate();
    tile.click();
    expect(handled).toEqual(['plain', 'tile']);
    expect(tile).not.toHaveAttribute(PENDING_ATTRIBUTE);
  });
});
