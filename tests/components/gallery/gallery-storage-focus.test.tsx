import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GalleryBrowser } from '@/components/gallery/gallery-browser';

import { categories, images } from './fixtures';

// A picture from Storage that replaces a bundled one arrives after the page is idle, perhaps
// while its tile has the keyboard focus or its lightbox is open. The tile stays the same
// element (keyed by the bundled picture), so the focus stays on it, or comes back to it.
let answerListing: (files: unknown[]) => void = () => {};
jest.mock('@/lib/storage/load', () => ({
  loadStorageFolder: (folder: string) =>
    folder === 'images/gallery'
      ? new Promise((resolve) => (answerListing = resolve))
      : Promise.resolve([]),
  preloadImage: () => Promise.resolve(),
  storageBucket: () => 'sportivo-example.appspot.com',
}));

const REPLACEMENT = {
  name: 'Chess_2.jpg',
  fullPath: 'images/gallery/chess/Chess_2.jpg',
  url: 'https://firebasestorage.example/Chess_2.jpg',
};

/** Storage answers, and the grid shows its picture in the bundled one's place. */
async function storageAnswers() {
  await act(async () => answerListing([REPLACEMENT]));
  await waitFor(() =>
    expect(
      // Behind an open lightbox too (the page is then hidden from assistive technology).
      screen
        .getByRole('button', { name: 'Open image: Chess 2', hidden: true })
        .querySelector('img'),
    ).toHaveAttribute('src', expect.stringContaining('Chess_2.jpg')),
  );
}

it('keeps the focus on a tile whose picture Storage replaces', async () => {
  render(<GalleryBrowser categories={categories} images={images} />);
  const tile = screen.getByRole('button', { name: 'Open image: Chess 2' });
  act(() => tile.focus());
  await storageAnswers();
  expect(screen.getByRole('button', { name: 'Open image: Chess 2' })).toBe(tile);
  expect(tile).toHaveFocus();
});

it('gives the focus back to that tile when its lightbox closes', async () => {
  const user = userEvent.setup();
  render(<GalleryBrowser categories={categories} images={images} />);
  const tile = screen.getByRole('button', { name: 'Open image: Chess 2' });
  await user.click(tile);
  await screen.findByRole('dialog');
  await storageAnswers();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('button', { name: 'Open image: Chess 2' })).toHaveFocus();
});
