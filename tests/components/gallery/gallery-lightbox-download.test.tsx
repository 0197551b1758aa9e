import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GalleryBrowser } from '@/components/gallery/gallery-browser';

import { categories, images } from './fixtures';

// The lightbox's code loads on the first tap on a picture. At the venue that download can fail
// once: the next tap downloads it again (React.lazy alone kept the failure until a reload).
let downloads = 0;
jest.mock('@/components/gallery/gallery-lightbox', () => {
  downloads += 1;
  if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('@/components/gallery/gallery-lightbox');
});

it('opens on the next tap after its code failed to download once', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  render(<GalleryBrowser categories={categories} images={images} />);
  const [first, second] = images;
  await user.click(screen.getByRole('button', { name: `Open image: ${first!.alt}` }));
  // The download failed (React reports what its boundary caught): no dialog, the grid stays.
  await waitFor(() => expect(quiet).toHaveBeenCalled());
  expect(screen.getByRole('button', { name: `Open image: ${second!.alt}` })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(downloads).toBe(1);

  await user.click(screen.getByRole('button', { name: `Open image: ${first!.alt}` }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(downloads).toBe(2);
  quiet.mockRestore();
});
