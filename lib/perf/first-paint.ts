/**
 * Post-build changes to an exported page that let it paint before the framework's JavaScript
 * competes for the network (scripts/first-paint.ts applies them to out/**\/*.html).
 *
 * Measured with Lighthouse (mobile, simulated throttling) on /, /terms/ and /events/cricket/:
 * LCP went from 1.85-2.06 s to 1.06-1.22 s, CLS stayed 0, performance 95-98. Either change
 * alone did not help: the first paint waited for the stylesheet, and the scripts, requested
 * from <head> before that paint, were counted in front of it.
 *
 * 1. The site stylesheet is inlined in a <style> where its <link> was, so the first paint
 *    needs no second request. React re-adds the <link> when it hydrates (same rules, applied
 *    after the paint), which also keeps client-side navigation styled.
 * 2. The framework's <script async> tags (and their preloads) leave the HTML; a small inline
 *    loader at the end of <body> adds the same scripts once the page has loaded and painted
 *    (or 2 s after the document was parsed, whichever comes first). Until then links, the
 *    <details> menus and every text already work without JavaScript. The inline `self.__next_f.push(...)`
 *    payload scripts stay: the runtime reads that queue whenever it arrives.
 * The web-font preload stays: without it the heading font swaps in late and the home page
 * shifted (CLS 0.057).
 */

/** The id of the inline loader; lib/perf/page-assets.ts reads its script list back. */
export const DEFERRED_SCRIPTS_ID = '__deferred_scripts';

/** How long after DOMContentLoaded the loader waits for `load` before going ahead anyway. */
export const LOAD_WAIT_CAP_MS = 2000;

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+\.css)"[^>]*\/>/g;

/**
 * The loader: appends the scripts, in order, with async (as Next wrote them), once the page has
 * loaded and its first contentful paint has been presented (the `paint` entry arrives after the
 * frame is on screen; `load` alone came before it in Chromium traces, so the scripts competed
 * with the paint). Where paint timing is missing, `load` is enough. Whatever happens (a tab
 * opened in the background never paints), it goes ahead LOAD_WAIT_CAP_MS after the document
 * is parsed.
 */
export function deferredScriptLoader(sources: readonly string[]): string {
  const go =
    'function g(){if(g.d)return;g.d=1;u.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=true;d.head.appendChild(e)})}';
  const painted =
    'var l=0,p=0,d=document,P=self.PerformanceObserver;function t(){if(l&&p)setTimeout(g,0)}' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(x,o){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();p=1;t()}}).observe({type:"paint",buffered:true});else p=1;';
  const loaded =
    'if(d.readyState==="complete"){l=1;t()}else addEventListener("load",function(){l=1;t()});' +
    `if(d.readyState==="loading")addEventListener("DOMContentLoaded",function(){setTimeout(g,${LOAD_WAIT_CAP_MS})});else setTimeout(g,${LOAD_WAIT_CAP_MS})`;
  return `<script id="${DEFERRED_SCRIPTS_ID}">(function(u){${go}${painted}${loaded}})(${JSON.stringify(sources)})</script>`;
}

/** Moves the framework's async scripts from the HTML into a loader that runs after load and paint. */
export function deferFrameworkScripts(html: string): string {
  if (html.includes(`id="${DEFERRED_SCRIPTS_ID}"`)) {
    throw new Error('the scripts of this page are already deferred: build again first');
  }
  const sources: string[] = [];
  const withoutScripts = html
    .replace(SCRIPT_PRELOAD, '')
    .replace(ASYNC_SCRIPT, (_tag, src: string) => {
      sources.push(src);
      return '';
    });
  if (sources.length === 0) return html;
  const end = withoutScripts.lastIndexOf('</body>');
  if (end === -1) throw new Error('the page has no </body>');
  return withoutScripts.slice(0, end) + deferredScriptLoader(sources) + withoutScripts.slice(end);
}

/**
 * Replaces each stylesheet <link> with a <style> holding the file's CSS (read by `readCss`
 * from its site path). Relative url()s are made absolute, as they were relative to the file.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  return html.replace(STYLESHEET, (_tag, href: string) => {
    const folder = href.slice(0, href.lastIndexOf('/') + 1);
    const css = readCss(href)
      .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
      .replace(
        /url\((['"]?)(?!data:|https?:|\/|#)([^'")]+)\1\)/g,
        (_match, quote: string, url: string) => `url(${quote}${folder}${url}${quote})`,
      );
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style"`);
    return `<style data-href="${href}">${css}</style>`;
  });
}
