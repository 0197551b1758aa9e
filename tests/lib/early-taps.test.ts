import { SITE_CLOCK_META } from '@/lib/clock/build-moment';
import {
  EARLY_TAP_SCRIPT,
  OPEN_UNTIL_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  REPLAY_ATTRIBUTE,
} from '@/lib/early-taps';

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

  describe("a registration form's link, open until a moment", () => {
    const HOUR = 3_600_000;
    /** The form's link as the page's HTML has it, open until `until` (ms). */
    function formLink(until: number) {
      const link = document.createElement('a');
      link.href = '#form';
      link.target = '_blank';
      link.textContent = 'Register Now';
      link.setAttribute(OPEN_UNTIL_ATTRIBUTE, String(until));
      document.body.append(link);
      return link;
    }
    const tap = (link: HTMLAnchorElement) => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(click);
      return click;
    };

    afterEach(() => document.head.querySelector(`meta[name="${SITE_CLOCK_META}"]`)?.remove());

    it('stops a tap after its registration closed, before the page is live, and does not replay it', async () => {
      const link = formLink(Date.now() - HOUR);
      const click = tap(link);
      expect(click.defaultPrevented).toBe(true);
      expect(handled).toEqual([]);
      expect(link).toHaveAttribute(PENDING_ATTRIBUTE);
      await hydrate();
      expect(handled).toEqual([]);
      expect(link).not.toHaveAttribute(PENDING_ATTRIBUTE);
    });

    it('lets a tap through while it is open, and every tap once the page is live', async () => {
      const open = formLink(Date.now() + HOUR);
      expect(tap(open).defaultPrevented).toBe(false);
      expect(handled).toEqual(['Register Now']);
      const closed = formLink(Date.now() - HOUR);
      await hydrate();
      // Live, the page's own clock has put the closed button in its place; no second guess.
      expect(tap(closed).defaultPrevented).toBe(false);
    });

    it("counts by a pinned build's clock, from when the page loaded", () => {
      const pinned = Date.parse('2025-03-20T10:00:00+05:30');
      const meta = document.createElement('meta');
      meta.name = SITE_CLOCK_META;
      meta.content = new Date(pinned).toISOString();
      document.head.append(meta);
      // Open until a day after the pinned moment: years before the real time, still open.
      expect(tap(formLink(pinned + 24 * HOUR)).defaultPrevented).toBe(false);
      expect(tap(formLink(pinned - HOUR)).defaultPrevented).toBe(true);
    });
  });
});
