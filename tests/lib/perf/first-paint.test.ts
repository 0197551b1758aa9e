/** @jest-environment node */
import { runInNewContext } from 'node:vm';

import {
  deferFrameworkScripts,
  DEFERRED_SCRIPTS_ID,
  inlineStylesheets,
  LOAD_WAIT_CAP_MS,
} from '@/lib/perf/first-paint';
import { pageAssets } from '@/lib/perf/page-assets';

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>
<link rel="preload" href="/_next/static/media/a.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>
<script src="/_next/static/chunks/one.js" async=""></script>
<script src="/_next/static/chunks/two.js" async=""></script>
<title>T</title>
<script>document.documentElement.dataset.x=""</script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
</head><body><main>Hello</main>
<script src="/_next/static/chunks/late.js" async=""></script>
<script>(self.__next_f=self.__next_f||[]).push([0])</script>
</body></html>`;

const css =
  '@font-face{src:url(../media/a.woff2)}body{background:url("/x.svg")}/*# sourceMappingURL=site.css.map*/';

describe('deferFrameworkScripts', () => {
  const html = deferFrameworkScripts(page);

  it('takes every async framework script and its preload out of the HTML', () => {
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    // What is not a framework chunk tag stays: the font preload, inline scripts, noModule.
    expect(html).toContain('as="font"');
    expect(html).toContain('<script>document.documentElement.dataset.x=""</script>');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(html).toContain('noModule=""');
  });

  it('adds one loader at the end of <body> that lists them in order', () => {
    expect(html.match(new RegExp(`id="${DEFERRED_SCRIPTS_ID}"`, 'g'))).toHaveLength(1);
    expect(html.endsWith('</script></body></html>')).toBe(true);
    expect(pageAssets(html).scripts).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/two.js',
      '/_next/static/chunks/late.js',
    ]);
  });

  it('refuses a page it has already changed', () => {
    expect(() => deferFrameworkScripts(html)).toThrow(/already deferred/);
  });

  describe('the loader', () => {
    /** Runs the loader in a fake window; `paintTiming` says whether the browser reports paints. */
    function run(readyState: 'loading' | 'interactive' | 'complete', paintTiming = true) {
      const listeners: Record<string, () => void> = {};
      const timers: { fn: () => void; ms: number }[] = [];
      const appended: { src: string; async: boolean }[] = [];
      const observers: { callback: ObserverCallback; options: unknown; disconnected: boolean }[] =
        [];
      type ObserverCallback = (
        list: { getEntriesByName: (name: string) => unknown[] },
        observer: { disconnect: () => void },
      ) => void;
      class PerformanceObserver {
        static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
        private readonly record;
        constructor(callback: ObserverCallback) {
          this.record = { callback, options: undefined as unknown, disconnected: false };
          observers.push(this.record);
        }
        observe(options: unknown) {
          this.record.options = options;
        }
        disconnect() {
          this.record.disconnected = true;
        }
      }
      const document = {
        readyState,
        createElement: () => ({ src: '', async: false }),
        head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
      };
      const loader = /<script id="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      runInNewContext(loader, {
        document,
        self: { PerformanceObserver },
        addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
        setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
      });
      /** The browser reports a paint entry (FCP or not) to every observer. */
      const paint = (name: string) =>
        observers.forEach(({ callback, disconnected }, index) => {
          if (disconnected) return;
          callback(
            { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
            { disconnect: () => (observers[index]!.disconnected = true) },
          );
        });
      /** Runs the timers set with a 0 ms delay (not the cap). */
      const tick = () => timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.fn());
      return { listeners, timers, appended, observers, paint, tick };
    }

    const inOrder = [
      { src: '/_next/static/chunks/one.js', async: true },
      { src: '/_next/static/chunks/two.js', async: true },
      { src: '/_next/static/chunks/late.js', async: true },
    ];

    it('adds the scripts, async, once the page has loaded and its first contentful paint is on screen', () => {
      const { listeners, appended, observers, paint, tick } = run('loading');
      expect(observers).toHaveLength(1);
      expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });
      listeners.load?.();
      tick();
      expect(appended).toEqual([]);
      paint('first-paint');
      tick();
      expect(appended).toEqual([]);
      paint('first-contentful-paint');
      tick();
      expect(appended).toEqual(inOrder);
      expect(observers[0]?.disconnected).toBe(true);
    });

    it('waits for load when the page painted first', () => {
      const { listeners, appended, paint, tick } = run('loading');
      paint('first-contentful-paint');
      tick();
      expect(appended).toEqual([]);
      listeners.load?.();
      tick();
      expect(appended).toEqual(inOrder);
    });

    it('goes by load alone where the browser does not report paints', () => {
      const { listeners, appended, observers, tick } = run('loading', false);
      expect(observers).toEqual([]);
      listeners.load?.();
      tick();
      expect(appended).toEqual(inOrder);
    });

    it(`goes ahead ${LOAD_WAIT_CAP_MS} ms after the document is parsed if load or paint is slow, only once`, () => {
      const { listeners, timers, appended, paint, tick } = run('loading');
      listeners.DOMContentLoaded?.();
      expect(timers.map((timer) => timer.ms)).toEqual([LOAD_WAIT_CAP_MS]);
      timers[0]?.fn();
      expect(appended).toEqual(inOrder);
      listeners.load?.();
      paint('first-contentful-paint');
      tick();
      expect(appended).toHaveLength(3);
    });

    it('does not wait for load when the page has already loaded', () => {
      const { timers, appended, paint, tick } = run('complete');
      expect(timers.map((timer) => timer.ms)).toEqual([LOAD_WAIT_CAP_MS]);
      paint('first-contentful-paint');
      tick();
      expect(appended).toEqual(inOrder);
    });

    it(`still sets the ${LOAD_WAIT_CAP_MS} ms cap when the document was parsed before it ran`, () => {
      const { timers, appended } = run('interactive');
      expect(timers.map((timer) => timer.ms)).toEqual([LOAD_WAIT_CAP_MS]);
      timers[0]?.fn();
      expect(appended).toEqual(inOrder);
    });
  });
});

describe('inlineStylesheets', () => {
  const html = inlineStylesheets(page, (href) => {
    expect(href).toBe('/_next/static/chunks/site.css');
    return css;
  });

  it('puts the CSS where the <link> was, url()s made absolute, without the source map note', () => {
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<style data-href="/_next/static/chunks/site.css">@font-face{src:url(/_next/static/chunks/../media/a.woff2)}body{background:url("/x.svg")}</style>',
    );
  });

  it('still lets the budgets count the stylesheet', () => {
    expect(pageAssets(html)).toMatchObject({
      styles: ['/_next/static/chunks/site.css'],
      inlinedStyles: ['/_next/static/chunks/site.css'],
    });
  });

  it('refuses CSS that would end the <style> early', () => {
    expect(() => inlineStylesheets(page, () => 'a{content:"</style>"}')).toThrow(/<\/style/);
  });
});
