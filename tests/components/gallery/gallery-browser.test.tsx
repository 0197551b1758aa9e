import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GalleryBrowser } from '@/components/gallery/gallery-browser';

import { categories, images } from './fixtures';

function tiles() {
  return within(screen.getByRole('list')).getAllByRole('button', { name: /^Open image: / });
}

function chip(name: string) {
  return within(screen.getByRole('group', { name: 'Filter images by category' })).getByRole(
    'button',
    {
      name,
    },
  );
}

/** Where the page is scrolled to, as window.scrollY reads. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('GalleryBrowser', () => {
  it('shows 8 pictures, then all of them, then 8 again', async () => {
    const user = userEvent.setup();
    render(<GalleryBrowser categories={categories} images={images} />);

    expect(tiles()).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 8 of 12 images');
    const toggle = screen.getByRole('button', { name: 'View All Images' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(tiles()).toHaveLength(12);
    expect(toggle).toHaveTextContent('Show Less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Focus moves to the first picture that just appeared.
    expect(screen.getByRole('button', { name: 'Open image: Cricket 7' })).toHaveFocus();

    await user.click(toggle);
    expect(tiles()).toHaveLength(8);
    expect(toggle).toHaveTextContent('View All Images');
    expect(toggle).toHaveFocus();
  });

  it('filters by one category at a time and collapses on every change', async () => {
    const user = userEvent.setup();
    render(<GalleryBrowser categories={categories} images={images} />);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'View All Images' }));
    expect(tiles()).toHaveLength(12);

    await user.click(chip('Cricket'));
    expect(chip('Cricket')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
    expect(tiles()).toHaveLength(8);
    expect(tiles()[0]).toHaveAccessibleName('Open image: Cricket 1');
    expect(screen.getByRole('button', { name: 'View All Images' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'View All Images' }));
    expect(tiles()).toHaveLength(10);

    await user.click(chip('Chess'));
    expect(tiles().map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Open image: Chess 1',
      'Open image: Chess 2',
    ]);
    // Two pictures need no toggle.
    expect(
      screen.queryByRole('button', { name: /View All Images|Show Less/ }),
    ).not.toBeInTheDocument();
  });

  it('says so when a category has no pictures', async () => {
    const user = userEvent.setup();
    render(<GalleryBrowser categories={categories} images={images} />);
    await user.click(chip('Handball'));
    expect(screen.getByRole('status')).toHaveTextContent('No images found for this category.');
    expect(screen.queryByRole('button', { name: /^Open image: / })).not.toBeInTheDocument();
  });

  it('operates the chips from the keyboard', async () => {
    const user = userEvent.setup();
    render(<GalleryBrowser categories={categories} images={images} />);
    chip('Chess').focus();
    await user.keyboard('{Enter}');
    expect(chip('Chess')).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(chip('Cricket')).toHaveFocus();
    await user.keyboard(' ');
    expect(chip('Cricket')).toHaveAttribute('aria-pressed', 'true');
    expect(tiles()).toHaveLength(8);
  });

  describe('in the address', () => {
    it("opens at the category a link names (an event page's photos), in view", () => {
      window.history.replaceState(null, '', '/gallery/#gallery-chess');
      const scrolled = jest.fn();
      window.HTMLElement.prototype.scrollIntoView = scrolled;
      render(<GalleryBrowser categories={categories} images={images} />);
      expect(chip('Chess')).toHaveAttribute('aria-pressed', 'true');
      expect(tiles()).toHaveLength(2);
      expect(scrolled.mock.contexts).toEqual([
        screen.getByRole('group', { name: 'Filter images by category' }),
      ]);
      delete (window.HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    });

    it('after a link within the site, brings the chips into view even from far down', () => {
      // The router keeps the last page's scroll for an address with a hash.
      window.history.replaceState(null, '', '/gallery/#gallery-chess');
      const scrolled = jest.fn();
      window.HTMLElement.prototype.scrollIntoView = scrolled;
      // The document the browser loaded was the event page's (jsdom has no navigation entries).
      performance.getEntriesByType = () => [
        { name: 'http://localhost/events/chess/' } as PerformanceEntry,
      ];
      scrolledTo(1400);
      render(<GalleryBrowser categories={categories} images={images} />);
      expect(chip('Chess')).toHaveAttribute('aria-pressed', 'true');
      expect(scrolled).toHaveBeenCalledTimes(1);
      delete (performance as Partial<Performance>).getEntriesByType;
      scrolledTo(0);
      delete (window.HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    });

    it('opened afresh and scrolled while it loaded: leaves the visitor where they are', () => {
      window.history.replaceState(null, '', '/gallery/#gallery-chess');
      const scrolled = jest.fn();
      window.HTMLElement.prototype.scrollIntoView = scrolled;
      scrolledTo(300);
      render(<GalleryBrowser categories={categories} images={images} />);
      expect(chip('Chess')).toHaveAttribute('aria-pressed', 'true');
      expect(scrolled).not.toHaveBeenCalled();
      scrolledTo(0);
      delete (window.HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    });

    it('goes back to All when Back leads to the address without a category', () => {
      window.history.replaceState(null, '', '/gallery/#gallery-cricket');
      render(<GalleryBrowser categories={categories} images={images} />);
      expect(chip('Cricket')).toHaveAttribute('aria-pressed', 'true');
      act(() => {
        window.history.replaceState(null, '', '/gallery/');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    });

    it('follows a link to another category on the page, and ignores one to none', () => {
      window.history.replaceState(null, '', '/gallery/');
      render(<GalleryBrowser categories={categories} images={images} />);
      expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
      act(() => {
        window.location.hash = '#gallery-cricket';
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(chip('Cricket')).toHaveAttribute('aria-pressed', 'true');
      act(() => {
        window.location.hash = '#gallery-rowing';
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(chip('Cricket')).toHaveAttribute('aria-pressed', 'true');
    });

    it('keeps the chosen chip in the address, without a history entry per tap', async () => {
      const user = userEvent.setup();
      window.history.replaceState(null, '', '/gallery/?from=share');
      const entries = window.history.length;
      render(<GalleryBrowser categories={categories} images={images} />);
      await user.click(chip('Cricket'));
      expect(window.location.pathname + window.location.search + window.location.hash).toBe(
        '/gallery/?from=share#gallery-cricket',
      );
      await user.click(chip('All'));
      expect(window.location.hash).toBe('');
      expect(window.location.search).toBe('?from=share');
      expect(window.history.length).toBe(entries);
    });
  });

  it('gives every picture its alt text', () => {
    render(<GalleryBrowser categories={categories} images={images} />);
    expect(screen.getByAltText('Chess 1')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/images\/gallery\/chess\/Chess_1\.svg$/),
    );
  });
});
