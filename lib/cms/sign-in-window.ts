/**
 * Decap's "Login with GitHub" opens the club's OAuth client in a pop-up window (window.open,
 * from the tap). A browser that blocks pop-ups for the site (a setting, an extension, some
 * in-app browsers) gives it no window: Decap then fails on the missing window and nothing
 * happens on the screen. Loaded by both editors (content-check.browser.ts,
 * results-check.browser.ts), this says what happened and what to do, until a window opens.
 */
export const SIGN_IN_BLOCKED =
  'The sign-in window did not open: this browser blocked it. Allow pop-ups for this site (the browser offers it in its address bar or settings), or open this page in Chrome or Safari, then press Login with GitHub again.';

/** The notice's id (public/admin/phone.css styles it). */
export const SIGN_IN_BLOCKED_ID = 'sign-in-blocked';

/** Decap's sign-in window: the OAuth client's address, asked for a provider. */
const SIGN_IN = /[?&]provider=/;

/** Watches the windows the page opens, and says so when the sign-in's was blocked. */
export function watchSignInWindow(win: Window = window): void {
  const open = win.open.bind(win);
  win.open = (...args: Parameters<Window['open']>): WindowProxy | null => {
    const opened = open(...args);
    if (SIGN_IN.test(String(args[0] ?? ''))) {
      const doc = win.document;
      doc.getElementById(SIGN_IN_BLOCKED_ID)?.remove();
      if (!opened) {
        // Outside Decap's React tree, which would not expect it; an alert is read out as it
        // appears.
        const notice = doc.createElement('p');
        notice.id = SIGN_IN_BLOCKED_ID;
        notice.setAttribute('role', 'alert');
        notice.textContent = SIGN_IN_BLOCKED;
        doc.body.append(notice);
      }
    }
    return opened;
  };
}
