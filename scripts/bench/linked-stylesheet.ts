/**
 * The benchmark's counterfactual: an exported page with the build's critical-CSS step undone
 * (lib/build/critical-css.ts), i.e. Next's own render-blocking stylesheet <link> in <head> and
 * no inline rules. `npm run bench` measures it beside the build as it is ("linked" in its
 * table), so the step keeps earning its place. It throws when the page does not carry what the
 * step writes, so the comparison cannot silently measure the same page twice.
 */
import {
  DEFERRED_STYLESHEET_ATTRIBUTE,
  STYLESHEET_SWAP_TAG,
} from '../../lib/security/known-scripts';

const CRITICAL = /<style>[\s\S]*?<\/style>(?=<link rel="stylesheet")/;
const DEFERRED_LINK = new RegExp(
  `<link rel="stylesheet"[^>]*${DEFERRED_STYLESHEET_ATTRIBUTE}=""/><noscript>(<link rel="stylesheet"[^>]*/>)</noscript>`,
  'g',
);

export function withLinkedStylesheet(html: string): string {
  if (!CRITICAL.test(html) || !html.match(DEFERRED_LINK) || !html.includes(STYLESHEET_SWAP_TAG)) {
    throw new Error(
      'the page has no critical CSS to undo: did the build run its critical-CSS step?',
    );
  }
  return html.replace(CRITICAL, '').replace(DEFERRED_LINK, '$1').replace(STYLESHEET_SWAP_TAG, '');
}
