import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { onPushNavigation } from '@/lib/hooks/on-push-navigation';
import { GalleryBrowser } from '@/components/gallery/gallery-browser';

import { categories, images } from '../../components/gallery/fixtures';

// Next's router, going to the same page at another address (the header's Gallery link on
// /gallery/#gallery-cricket), only pushes a history entry: no hashchange, no popstate. The
// Navigation API says so (jsdom has none: a stand-in here).
let navigation: EventTarget;
beforeEach(() => {
  navigation = new EventTarget();
  Object.defineProperty(window, 'navigation', { configurable: true, value: navigation });
});
afterEach(() => Reflect.deleteProperty(window, 'navigation'));

/** An entry change of `type`, after the address became `url`. */
function navigate(type: 'push' | 'replace' | 'traverse', url: string) {
  act(() => {
    if (type === 'replace') window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    navigation.dispatchEvent(
      Object.assign(new Event('currententrychange'), { navigationType: type }),
    );
  });
}

describe('onPushNavigation', () => {
  it('calls back on pushes only, until stopped, and does nothing without the API', () => {
    const listener = jest.fn();
    const stop = onPushNavigation(listener);
    navigate('replace', '/a/');
    navigate('traverse', '/b/');
    expect(listener).not.toHaveBeenCalled();
    navigate('push', '/c/');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    navigate('push', '/d/');
    expect(listener).toHaveBeenCalledTimes(1);

    Reflect.deleteProperty(window, 'navigation');
    expect(() => onPushNavigation(listener)()).not.toThrow();
  });
});

describe('the gallery, when a link in the site leads to it at another address', () => {
  it('shows all pictures again when the header’s Gallery drops the category from the address', async () => {
    window.history.replaceState(null, '', '/gallery/');
    render(<GalleryBrowser categories={categories} images={images} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cricket' }));
    expect(window.location.hash).toBe('#gallery-cricket');
    expect(screen.getByRole('button', { name: 'Cricket' })).toHaveAttribute('aria-pressed', 'true');

    navigate('push', '/gallery/');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    // And to another category's address: that category.
    navigate('push', '/gallery/#gallery-chess');
    expect(screen.getByRole('button', { name: 'Chess' })).toHaveAttribute('aria-pressed', 'true');
  });
});
