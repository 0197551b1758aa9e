/**
 * The benchmark's content floor: an exported page with every script taken out (the framework's
 * chunks, the React payload, the site's own inline scripts), leaving only the stylesheet swap so
 * the page is styled as shipped. What is left is this page's content as plain HTML and CSS: no
 * framework, however fast, can load it sooner. `npm run bench` runs Lighthouse on it ("content
 * only" in its table), which tells what part of a first visit's distance from the bare page is
 * the content's own and what part is the framework's.
 */
import { STYLESHEET_SWAP_TAG } from '../../lib/security/known-scripts';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

export function withoutScripts(html: string): string {
  if (!html.includes(STYLESHEET_SWAP_TAG) || !/<script src="\/_next\/static\/chunks\//.test(html)) {
    throw new Error(
      'the page does not carry the framework and the stylesheet swap: is this a fresh export?',
    );
  }
  // The swap stays where it was (the end of the document): every other script goes.
  const at = html.indexOf(STYLESHEET_SWAP_TAG);
  const strip = (part: string) => part.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  const after = at + STYLESHEET_SWAP_TAG.length;
  return `${strip(html.slice(0, at))}${STYLESHEET_SWAP_TAG}${strip(html.slice(after))}`;
}
