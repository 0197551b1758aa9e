import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';

import { fontFaceRules } from '@/lib/build/font-faces';
import { PENDING_ATTRIBUTE } from '@/lib/early-taps';
import {
  DEFERRED_STYLESHEET_ATTRIBUTE,
  HEADING_FONT_ATTRIBUTE,
  STYLESHEET_SWAP_TAG,
} from '@/lib/security/known-scripts';

/**
 * Critical CSS for the exported pages (scripts/critical-css.ts runs it after `next build`).
 *
 * Next links one site stylesheet from every page's <head>, and a linked stylesheet blocks the
 * first paint until it has arrived: on a slow phone, a round trip and 10 KB after the HTML.
 * Instead, each page carries in a <style> the rules its own elements use, worked out by
 * beasties (the maintained fork of Google's critters), and the <link> stays where Next put it
 * with `media="print"`: fetched at once at low priority, never blocking the paint. A fixed
 * inline script at the end of <body> turns it on once the document is parsed, and a
 * <noscript> copy serves visitors without JavaScript. React finds the same <link> when it
 * hydrates and keeps it, so the stylesheet is fetched once. The edits are spliced into Next's
 * HTML, which is otherwise left byte for byte as it was.
 */

/**
 * Rules the critical CSS always keeps: states a page can reach before its full stylesheet has
 * arrived, which the HTML as built does not show. The head scripts set `data-session`
 * (components/auth), `data-share-sheet` and `data-heading-font` (whose absence is what keeps a
 * first visit's headings off the web font), a tap before hydration sets `data-tap-pending`
 * (lib/early-taps.ts), a `<details>` menu opens without JavaScript (`[open]`), the offline
 * script adds its note (lib/security/known-scripts.ts), and the contact form's notes about a
 * kept draft are hidden, or shown by the page's mark of one (lib/contact/draft.ts), wherever
 * they fall on the page.
 */
export const ALWAYS_CRITICAL: readonly RegExp[] = [
  /\[open\]/,
  /\[data-session\]/,
  /\[data-share-sheet\]/,
  new RegExp(`\\[${HEADING_FONT_ATTRIBUTE}\\]`),
  new RegExp(`\\[${PENDING_ATTRIBUTE}\\]`),
  /\.offline-note/,
  /\[data-(restored|draft)-note\]/,
];

/** A stylesheet <link> as Next writes it into <head>. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="[^"]+"[^>]*\/>/g;

export type Stylesheet = { href: string; css: string };

/**
 * Returns a function that gives one exported page its critical CSS. It throws, naming what is
 * missing, when the page is not shaped as this step expects (a Next upgrade that changed its
 * output), so the build stops rather than shipping a page styled by half.
 */
export function criticalCss(stylesheets: readonly Stylesheet[]): (html: string) => string {
  const sheets = stylesheets.map(({ href, css }) =>
    compileSheet(css, { href, allowRules: [...ALWAYS_CRITICAL] }),
  );
  const fontFaces = stylesheets.map(({ href, css }) => fontFaceRules(css, href)).join('');
  const warnings: string[] = [];
  const processor = createProcessor(sheets, {
    // Every @font-face rule goes in whole (below): beasties cannot see a family used through a
    // CSS variable, and an @font-face that arrives after the first paint starts the font's
    // load then, under text already shown. No preload (app/fonts.ts).
    inlineFonts: false,
    preloadFonts: false,
    logger: { warn: (message) => warnings.push(message) },
  });
  return (html) => {
    const headEnd = html.indexOf('</head>');
    const bodyEnd = html.lastIndexOf('</body>');
    if (headEnd === -1 || bodyEnd === -1) throw new Error('no </head> or </body>');
    const links = [...html.slice(0, headEnd).matchAll(STYLESHEET_LINK)];
    if (links.length === 0) throw new Error('no <link rel="stylesheet" …/> in <head>');
    if (links.some(([tag]) => /\smedia=/.test(tag))) throw new Error('a stylesheet has a media');
    warnings.length = 0;
    const css = fontFaces + closeBlockAtRules(processor.extract(withClassNamesDecoded(html)).css);
    if (warnings.length > 0) throw new Error(warnings.join('; '));
    if (css.length === 0) throw new Error('no rule of the stylesheets applies to the page');
    if (/<\/style/i.test(css)) throw new Error('the critical CSS holds "</style"');

    let out = '';
    let at = 0;
    for (const [index, link] of links.entries()) {
      const start = link.index;
      const deferred = link[0].replace(
        /\/>$/,
        ` media="print" ${DEFERRED_STYLESHEET_ATTRIBUTE}=""/>`,
      );
      out += html.slice(at, start);
      if (index === 0) out += `<style>${css}</style>`;
      out += `${deferred}<noscript>${link[0]}</noscript>`;
      at = start + link[0].length;
    }
    return `${out}${html.slice(at, bodyEnd)}${STYLESHEET_SWAP_TAG}${html.slice(bodyEnd)}`;
  };
}

/**
 * The page as beasties' scanner should read it. It takes attribute values as written, and
 * React writes `&` in a class name as `&amp;` (Tailwind's `[&_svg]:size-4`) and `'` as `&#x27;`,
 * so those classes would never match their rules. Only the scanner sees this copy; `&quot;` and
 * `&lt;` stay, so no attribute or tag ends where it did not.
 */
function withClassNamesDecoded(html: string): string {
  return html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&#39;', "'");
}

/**
 * Beasties 0.5.4 ends every at-rule it keeps whole with ";", block ones included:
 * `@property --a{…};@property --b{…}`. A ";" between rules is not CSS, and the browser drops
 * the rule after it (here every second one of Tailwind's `@property` rules, whose initial
 * values borders and shadows need). Statement at-rules (`@layer a, b;`) keep theirs.
 */
function closeBlockAtRules(css: string): string {
  return css.replace(/(@[\w-]+[^{};]*\{[^{}]*\});/g, '$1');
}
