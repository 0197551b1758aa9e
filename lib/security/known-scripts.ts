import { sessionKey } from '@/lib/auth/session-key';
import { CONTACT_DRAFT_FILL_SCRIPT, CONTACT_DRAFT_SCRIPT } from '@/lib/contact/draft';
import { DEFERRED_STYLESHEET_ATTRIBUTE } from '@/lib/deferred-stylesheet';
import { EARLY_TAP_SCRIPT } from '@/lib/early-taps';
import { SAVE_PAGE, SAVED_AT_QUESTION, SERVICE_WORKER_PATH } from '@/lib/offline/protocol';

/**
 * The inline scripts the site means to have. The CSP step (scripts/csp.ts) hashes these and
 * fails the build on any other, so a script a future bug injects into a page is never allowed
 * by its hash. Two kinds:
 *   - the site's own: their exact texts (the components render these; the build's critical-CSS
 *     step adds the stylesheet swap);
 *   - Next's: the Turbopack bootstrap (a JSON list of chunks) and the React Server Components
 *     payload, `self.__next_f.push([n, "<string>"])`, whose argument must be pure data.
 */

/**
 * Marks <html data-session> when Firebase keeps a signed-in user of the project whose API key is
 * `apiKey` (components/auth). One text per project: the CSP step knows it by its shape.
 */
export function sessionHintScript(apiKey: string): string {
  return `try{var d=document.documentElement,k=${JSON.stringify(sessionKey(apiKey))};if(localStorage.getItem(k)||sessionStorage.getItem(k))d.dataset.session=''}catch(e){}`;
}
const API_KEY_PLACEHOLDER = 'API_KEY';
const [HINT_HEAD = '', HINT_TAIL = ''] =
  sessionHintScript(API_KEY_PLACEHOLDER).split(API_KEY_PLACEHOLDER);
/** An API key as Firebase issues them (and the demo project's): letters, digits, - and _. */
const API_KEY = /^[\w-]+$/;
const isSessionHint = (text: string) =>
  text.startsWith(HINT_HEAD) &&
  text.endsWith(HINT_TAIL) &&
  API_KEY.test(text.slice(HINT_HEAD.length, text.length - HINT_TAIL.length));

/** Marks <html data-share-sheet> where the browser has a system share sheet (components/share). */
export const SHARE_SHEET_HINT_SCRIPT = `if(typeof navigator.share==='function')document.documentElement.dataset.shareSheet=''`;

/** On <html> when headings may use the web font (app/globals.css, app/fonts.ts). */
export const HEADING_FONT_ATTRIBUTE = 'data-heading-font';
/** The browser's note that it has fetched the heading font before. */
export const HEADING_FONT_KEY = 'sportivo-heading-font';
/** The heading font's family, as next/font names it on <html> (app/fonts.ts: `variable`). */
const HEADING_FONT_VARIABLE = '--font-archivo';

/**
 * The heading font only where it is at hand, so that it is never swapped in under a page already
 * shown. A first visit paints its headings in the system font and asks for the font file only
 * once the page has loaded (document.fonts.load: nothing on the page uses it, so nothing moves),
 * then notes it; from the next page on, <html data-heading-font> lets headings use it in the
 * first paint, from the cache. Should the cache have lost it, `font-display: optional` shows the
 * system font on that page rather than swap late.
 */
export const HEADING_FONT_SCRIPT = `try{var d=document.documentElement,k=${JSON.stringify(HEADING_FONT_KEY)};if(localStorage.getItem(k))d.setAttribute(${JSON.stringify(HEADING_FONT_ATTRIBUTE)},'');else if(document.fonts)addEventListener('load',function(){var f=getComputedStyle(d).getPropertyValue(${JSON.stringify(HEADING_FONT_VARIABLE)}).split(',')[0];if(f)document.fonts.load('800 1em '+f).then(function(l){try{if(l.length)localStorage.setItem(k,'1')}catch(e){}},function(){})})}catch(e){}`;

/**
 * The page's side of offline reading (the worker is lib/offline/worker/), with no React and so
 * nothing in any page's script bundle:
 *   - once the page has loaded (never competing with the first paint or the page's own files),
 *     registers the service worker; `updateViaCache: 'none'` has the browser ask the server for
 *     sw.js on every check, so a new deploy is found on the next visit;
 *   - asks the controlling worker whether it served this page from its saved copies (the network
 *     failed or was too slow) and, if so, says since when: "No connection: showing this page as
 *     saved at 10:42 AM" (the worker writes the Kolkata time), or "Slow connection: …" when the
 *     network had only not answered in time. The note's live region (one: the note inside is a
 *     plain paragraph, so no screen reader reads it twice) is
 *     appended to <body> when the document is parsed (React 19 leaves such nodes alone), so a
 *     screen reader announces the note when it arrives; it floats, so nothing moves;
 *   - after each client-side navigation to another page (a next/link tap fetches only the
 *     page's data, which the worker does not keep), tells the worker which page is now shown,
 *     for it to save that page's HTML (SAVE_PAGE). Through the Navigation API (Chrome, Edge,
 *     Safari 26.2, Firefox 147); not when the visitor asked the browser to save data.
 */
export const OFFLINE_SCRIPT = `(function(){if(!('serviceWorker' in navigator))return;var w=navigator.serviceWorker;addEventListener('DOMContentLoaded',function(){var r=document.createElement('div');r.setAttribute('aria-live','polite');r.className='offline-note-region';document.body.appendChild(r);var c=w.controller;if(!c)return;var m=new MessageChannel();m.port1.onmessage=function(e){var t=e.data&&e.data.savedAt;if(t){var p=document.createElement('p');p.className='offline-note';p.textContent=(e.data.slow?'Slow connection':'No connection')+': showing this page as saved at '+t;r.appendChild(p)}m.port1.close()};c.postMessage({type:${JSON.stringify(SAVED_AT_QUESTION)}},[m.port2])});var n=window.navigation,l=location.pathname;if(n)n.addEventListener('currententrychange',function(){var a=location.pathname,c=w.controller,k=navigator.connection;if(a===l)return;l=a;if(c&&!(k&&k.saveData))c.postMessage({type:${JSON.stringify(SAVE_PAGE)},path:a})});addEventListener('load',function(){w.register(${JSON.stringify(SERVICE_WORKER_PATH)},{scope:'/',updateViaCache:'none'}).catch(function(){})})})()`;

export { DEFERRED_STYLESHEET_ATTRIBUTE };

/**
 * Added by the build's critical-CSS step at the end of <body>: turns the page's stylesheet
 * <link>, fetched as `media="print"` so that it never blocks the first paint, back on.
 */
export const STYLESHEET_SWAP_SCRIPT = `document.querySelectorAll('link[${DEFERRED_STYLESHEET_ATTRIBUTE}]').forEach(function(l){l.media='all';l.removeAttribute('${DEFERRED_STYLESHEET_ATTRIBUTE}')})`;
/** The swap as the step writes it into a page (and as the bench's counterfactuals find it). */
export const STYLESHEET_SWAP_TAG = `<script>${STYLESHEET_SWAP_SCRIPT}</script>`;

const SITE_SCRIPTS = new Map<string, string>([
  [OFFLINE_SCRIPT, 'offline support'],
  [EARLY_TAP_SCRIPT, 'early-tap replay'],
  [SHARE_SHEET_HINT_SCRIPT, 'share-sheet hint'],
  [HEADING_FONT_SCRIPT, 'heading font'],
  [STYLESHEET_SWAP_SCRIPT, 'stylesheet swap (critical CSS)'],
  [CONTACT_DRAFT_SCRIPT, 'contact draft mark'],
  [CONTACT_DRAFT_FILL_SCRIPT, 'contact draft fill'],
]);

const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = /^self\.__next_f\.push\(\[([0-3]),("(?:[^"\\]|\\.)*")\]\)$/;
const TURBOPACK_PREFIX = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';
const TURBOPACK_SUFFIX = ');';

function isJson(text: string, kind: 'string' | 'object'): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return kind === 'string'
      ? typeof value === 'string'
      : typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Which known script `text` is, or null when the site does not mean to have it. */
export function knownInlineScript(text: string): string | null {
  const own = SITE_SCRIPTS.get(text);
  if (own) return own;
  if (isSessionHint(text)) return 'session hint';
  if (text === FLIGHT_START) return 'Next payload start';
  const push = FLIGHT_PUSH.exec(text);
  if (push && isJson(push[2]!, 'string')) return 'Next payload';
  if (text.startsWith(TURBOPACK_PREFIX) && text.endsWith(TURBOPACK_SUFFIX)) {
    const argument = text.slice(TURBOPACK_PREFIX.length, -TURBOPACK_SUFFIX.length);
    if (isJson(argument, 'object')) return 'Next bootstrap';
  }
  return null;
}
