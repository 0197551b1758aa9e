import { SITE_CLOCK_META } from '@/lib/clock/build-moment';

/**
 * A tap on a control before React has taken the page over would do nothing: the page is on
 * screen (and looks ready) before its scripts have run. Controls that need JavaScript and are in
 * the pre-rendered HTML carry REPLAY_TAP. The inline script below (rendered first in <head> by
 * components/layout/early-tap-script.tsx) catches clicks on them (taps, Enter and Space alike)
 * until the page is live, marks each control `data-tap-pending` (styled as busy in
 * app/globals.css), and clicks them again, in order, once React has hydrated the page
 * (<html data-hydrated>, set by components/layout/hydration-flag.tsx after the first commit).
 *
 * - Caught in the capture phase on window and stopped there, so React never also handles a tap
 *   that arrives while it is still hydrating: each tap acts exactly once.
 * - A control tapped several times counts once: the visitor tapped again because nothing
 *   happened. A control React removed meanwhile is skipped.
 * - Only plain clicks are caught; the controls marked are buttons without a default action, so
 *   stopping the event costs nothing else.
 * - A registration form's link carries OPEN_UNTIL, when its registration closes (a page read
 *   after that, built before, still says "Register Now" until React has taken it over): a tap on
 *   it after then is stopped, not replayed, and the link marked busy; once live, the page shows
 *   the closed button, which says why. "Then" is the page's clock (lib/clock/page.ts): a pinned
 *   build's moment (SITE_CLOCK_META) counts on from when this script ran.
 */
export const REPLAY_ATTRIBUTE = 'data-replay-tap';

/** Spread on a control: `<button {...REPLAY_TAP}>`. */
export const REPLAY_TAP = { [REPLAY_ATTRIBUTE]: '' } as const;

export const PENDING_ATTRIBUTE = 'data-tap-pending';

/** On a link that stops taking taps at a moment (ms since the epoch): a registration form's. */
export const OPEN_UNTIL_ATTRIBUTE = 'data-open-until';

/** The inline script (plain ES5, no dependencies; scripts/csp.ts hashes it into the page policy). */
export const EARLY_TAP_SCRIPT = `(function(w,d){var h=d.documentElement,q=[],x=[],s=Date.now();function live(){return h.hasAttribute("data-hydrated")}function now(){var m=d.querySelector('meta[name="${SITE_CLOCK_META}"]'),p=m?Date.parse(m.content):NaN;return isNaN(p)?Date.now():p+Date.now()-s}w.addEventListener("click",function(e){if(live())return;var t=e.target,a=t&&t.closest?t.closest("a[${OPEN_UNTIL_ATTRIBUTE}]"):null;if(a&&now()>=Number(a.getAttribute("${OPEN_UNTIL_ATTRIBUTE}"))){e.preventDefault();e.stopPropagation();x.push(a);a.setAttribute("${PENDING_ATTRIBUTE}","");return}var c=t&&t.closest?t.closest("[${REPLAY_ATTRIBUTE}]"):null;if(!c)return;e.stopPropagation();if(q.indexOf(c)<0){q.push(c);c.setAttribute("${PENDING_ATTRIBUTE}","")}},true);new MutationObserver(function(r,o){if(!live())return;o.disconnect();x.forEach(function(a){a.removeAttribute("${PENDING_ATTRIBUTE}")});var p=q;q=[];p.forEach(function(c){c.removeAttribute("${PENDING_ATTRIBUTE}");if(c.isConnected)c.click()})}).observe(h,{attributes:true,attributeFilter:["data-hydrated"]})})(window,document)`;
