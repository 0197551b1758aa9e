import type { toast as SonnerToast } from 'sonner';

import { toast, TOAST_REACH_PX, toasterStore, toastPosition } from '@/lib/toast';

const SCREEN_HEIGHT = 740;

/** A button on screen whose box runs from `top` to `top + 44`, with the keyboard focus. */
function focusButtonAt(top: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Send Message';
  document.body.append(button);
  button.getBoundingClientRect = () => new DOMRect(16, top, 200, 44);
  button.focus();
  return button;
}

beforeEach(() => {
  document.body.innerHTML = '';
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: SCREEN_HEIGHT });
});

describe('toastPosition', () => {
  it('keeps the bottom centre when nothing has the focus', () => {
    expect(document.activeElement).toBe(document.body);
    expect(toastPosition()).toBeUndefined();
  });

  it('keeps the bottom centre when the focus is clear of where toasts reach', () => {
    focusButtonAt(SCREEN_HEIGHT - TOAST_REACH_PX - 44);
    expect(toastPosition()).toBeUndefined();
  });

  it('moves to the top when the focused element is where a toast would cover it', () => {
    focusButtonAt(SCREEN_HEIGHT - 60);
    expect(toastPosition()).toBe('top-center');
    // Even partly in the toasts' reach.
    document.body.innerHTML = '';
    focusButtonAt(SCREEN_HEIGHT - TOAST_REACH_PX - 40);
    expect(toastPosition()).toBe('top-center');
  });

  it('keeps the bottom centre when the focused element is scrolled out of sight below', () => {
    focusButtonAt(SCREEN_HEIGHT + 200);
    expect(toastPosition()).toBeUndefined();
  });
});

describe('toast', () => {
  it('tells sonner where to show the toast, as the focus stood when it was asked for', () => {
    const sonner = { error: jest.fn(), success: jest.fn() };
    toasterStore.markReady(sonner as unknown as typeof SonnerToast);

    focusButtonAt(SCREEN_HEIGHT - 60);
    toast.error('Failed to send message. Please try again.', { description: 'Try again.' });
    expect(sonner.error).toHaveBeenCalledWith('Failed to send message. Please try again.', {
      position: 'top-center',
      description: 'Try again.',
    });

    document.body.innerHTML = '';
    toast.success('Link copied to clipboard');
    expect(sonner.success).toHaveBeenCalledWith('Link copied to clipboard', {
      position: undefined,
    });
  });
});
