import { SIGN_IN_BLOCKED, SIGN_IN_BLOCKED_ID, watchSignInWindow } from '@/lib/cms/sign-in-window';

// Decap opens the OAuth client at <base_url>/<auth_endpoint>?provider=github&site_id=…&scope=….
const SIGN_IN =
  'https://auth.example.org/auth?provider=github&site_id=club.example&scope=public_repo';

describe('watchSignInWindow', () => {
  afterEach(() => document.getElementById(SIGN_IN_BLOCKED_ID)?.remove());

  /** A window whose open() answers `answers` in turn (null: a blocked pop-up). */
  function windowOpening(...answers: (WindowProxy | null)[]) {
    const open = jest.fn(() => answers.shift() ?? null);
    const win = { document, open } as unknown as Window;
    watchSignInWindow(win);
    return { win, open };
  }

  it('says what happened and what to do when the browser blocks the sign-in window', () => {
    const { win, open } = windowOpening(null);
    expect(win.open(SIGN_IN, 'Netlify Authorization', 'width=960')).toBeNull();
    expect(open).toHaveBeenCalledWith(SIGN_IN, 'Netlify Authorization', 'width=960');
    const notice = document.getElementById(SIGN_IN_BLOCKED_ID);
    expect(notice?.getAttribute('role')).toBe('alert');
    expect(notice?.textContent).toBe(SIGN_IN_BLOCKED);
  });

  it('says it once, and no more once a window opens', () => {
    const popup = {} as WindowProxy;
    const { win } = windowOpening(null, null, popup);
    win.open(SIGN_IN);
    win.open(SIGN_IN);
    expect(document.querySelectorAll(`#${SIGN_IN_BLOCKED_ID}`)).toHaveLength(1);
    expect(win.open(SIGN_IN)).toBe(popup);
    expect(document.getElementById(SIGN_IN_BLOCKED_ID)).toBeNull();
  });

  it('leaves every other window alone', () => {
    const { win } = windowOpening(null);
    expect(win.open('https://team-sportivo.example/events/')).toBeNull();
    expect(document.getElementById(SIGN_IN_BLOCKED_ID)).toBeNull();
  });
});
