/**
 * The benchmark's counterfactual: the post-build rewrite the site shipped earlier, which
 * `npm run bench` applies to a copy of out/ and measures beside the build as it is ("deferred"
 * in its table), so the choice between the two stays measured. The build no longer runs it.
 *
 * 1. The site stylesheet was inlined in a <style> where its <link> was (React re-adds the
 *    <link> when it hydrates).
 * 2. The framework's <script async> tags (and their preloads) left the HTML; a small inline
 *    loader at the end of <body> added the same scripts once the page had loaded and its first
 *    contentful paint had been presented (or 2 s after the document was parsed).
 *
 * Both throw when Next's output no longer has the tags they rewrite, so the comparison cannot
 * silently measure the same page twice.
 */

/** How long after DOMContentLoaded the loader waits for `load` before going ahead anyway. */
const LOAD_WAIT_CAP_MS = 2000;

const LOADER_ID = '__deferred_scripts';
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+\.css)"[^>]*\/>/g;

/** The loader: appends the scripts, in order, once the page has loaded and painted. */
function loader(sources: readonly string[]): string {
  const go =
    'function g(){if(g.d)return;g.d=1;u.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=true;d.head.appendChild(e)})}';
  const painted =
    'var l=0,p=0,d=document,P=self.PerformanceObserver;function t(){if(l&&p)setTimeout(g,0)}' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(x,o){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();p=1;t()}}).observe({type:"paint",buffered:true});else p=1;';
  const loaded =
    'if(d.readyState==="complete"){l=1;t()}else addEventListener("load",function(){l=1;t()});' +
    `if(d.readyState==="loading")addEventListener("DOMContentLoaded",function(){setTimeout(g,${LOAD_WAIT_CAP_MS})});else setTimeout(g,${LOAD_WAIT_CAP_MS})`;
  return `<script id="${LOADER_ID}">(function(u){${go}${painted}${loaded}})(${JSON.stringify(sources)})</script>`;
}

/** Moves the framework's async scripts of one exported page into a loader run after load and paint. */
export function deferFrameworkScripts(html: string): string {
  if (html.includes(`id="${LOADER_ID}"`)) throw new Error('the scripts are already deferred');
  const sources: string[] = [];
  const withoutScripts = html.replace(SCRIPT_PRELOAD, '').replace(ASYNC_SCRIPT, (_tag, src) => {
    sources.push(src as string);
    return '';
  });
  if (sources.length === 0) {
    throw new Error('no <script src="…" async=""> found: Next changed its output');
  }
  const end = withoutScripts.lastIndexOf('</body>');
  if (end === -1) throw new Error('the page has no </body>');
  return withoutScripts.slice(0, end) + loader(sources) + withoutScripts.slice(end);
}

/**
 * Replaces each stylesheet <link> with a <style> holding the file's CSS (read by `readCss`
 * from its site path), relative url()s made absolute.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  let found = 0;
  const inlined = html.replace(STYLESHEET, (_tag, href: string) => {
    found += 1;
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
  if (found === 0) throw new Error('no <link rel="stylesheet"> found: Next changed its output');
  return inlined;
}

/** The whole previous strategy, applied to one exported page. */
export function applyPreviousStrategy(html: string, readCss: (href: string) => string): string {
  return deferFrameworkScripts(inlineStylesheets(html, readCss));
}
