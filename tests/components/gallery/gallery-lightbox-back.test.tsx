import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GalleryBrowser } from '@/components/gallery/gallery-browser';

import { categories, images } from './fixtures';

/** The entry the gallery is on before a picture opens, marked so the test can tell it again. */
const GALLERY_ENTRY = { testEntry: 'gallery' };

/** The cricket pictures, all ten shown (View All), then Cricket 10 opened. */
async function openLastCricket() {
  const user = userEvent.setup();
  window.history.replaceState(null, '', '/gallery/');
  render(<GalleryBrowser categories={categories} images={images} />);
  await user.click(screen.getByRole('button', { name: 'Cricket', pressed: false }));
  await user.click(screen.getByRole('button', { name: 'View All Images' }));
  window.history.replaceState(GALLERY_ENTRY, '');
  const entries = window.history.length;
  const opener = screen.getByRole('button', { name: 'Open image: Cricket 10' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog');
  return { user, opener, dialog, entries };
}

function expectGalleryAsLeft() {
  expect(window.location.pathname + window.location.hash).toBe('/gallery/#gallery-cricket');
  expect(screen.getByRole('button', { name: 'Cricket' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Show Less' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('list')).getAllByRole('button', { name: /^Open image: / }),
  ).toHaveLength(10);
}

describe('the lightbox and the Back button', () => {
  afterEach(() => jest.restoreAllMocks());

  it('adds one history entry at the same address when a picture opens', async () => {
    const { entries } = await openLastCricket();
    expect(window.history.length).toBe(entries + 1);
    expect(window.location.pathname + window.location.hash).toBe('/gallery/#gallery-cricket');
  });

  it('closes on Back, keeping the category and View All, and gives focus back', async () => {
    const { opener } = await openLastCricket();
    const back = jest.spyOn(window.history, 'back');
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.history.state).toEqual(GALLERY_ENTRY);
    expectGalleryAsLeft();
    expect(opener).toHaveFocus();
    // Back took the entry off itself: the page goes back no further.
    expect(back).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'Escape',
      ({ user }: { user: ReturnType<typeof userEvent.setup> }) => user.keyboard('{Escape}'),
    ],
    [
      'the close button',
      ({ user, dialog }: { user: ReturnType<typeof userEvent.setup>; dialog: HTMLElement }) =>
        user.click(within(dialog).getByRole('button', { name: 'Close' })),
    ],
  ])('closed with %s, takes its entry off again, once', async (_, close) => {
    const opened = await openLastCricket();
    const back = jest.spyOn(window.history, 'back');
    await close(opened);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opened.opener).toHaveFocus();
    await waitFor(() => expect(window.history.state).toEqual(GALLERY_ENTRY));
    expect(back).toHaveBeenCalledTimes(1);
    // The Back it made does not count as the visitor's, nor move the page.
    expectGalleryAsLeft();
    expect(opened.opener).toHaveFocus();
  });

  it('opens again after a close, with a new entry', async () => {
    const { user, opener } = await openLastCricket();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.history.state).toEqual(GALLERY_ENTRY));
    await user.click(opener);
    await screen.findByRole('dialog');
    expect(window.history.state).not.toEqual(GALLERY_ENTRY);
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.history.state).toEqual(GALLERY_ENTRY);
    expectGalleryAsLeft();
  });
});
