import { render, waitFor } from '@testing-library/react';

import { toast, toasterStore } from '@/lib/toast';
import { Toaster } from '@/components/ui/sonner';

// The toaster (sonner) downloads on the first toast or interaction. Offline at the venue that
// download can fail: the next toast asked for downloads it again and shows (React.lazy alone
// kept the failure, and every later toast waited for ever). A toast asked for while the
// download was failing is dropped: shown later, it would answer a moment long past.
const shown = { error: jest.fn(), success: jest.fn() };
let downloads = 0;
jest.mock('sonner', () => {
  downloads += 1;
  if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { Toaster: () => null, toast: shown };
});

it('shows the next toast after its download failed once, not the one that waited for it', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(<Toaster />);
  toast.error('Registration Closed');
  // Failed: the toaster counts as never asked for, so the next toast mounts it again.
  await waitFor(() => expect(toasterStore.isRequested()).toBe(false));
  expect(toasterStore.isReady()).toBe(false);
  expect(downloads).toBe(1);

  toast.success('Link copied to clipboard');
  await waitFor(() => expect(toasterStore.isReady()).toBe(true));
  expect(downloads).toBe(2);
  await waitFor(() => expect(shown.success).toHaveBeenCalledTimes(1));
  expect(shown.success).toHaveBeenCalledWith('Link copied to clipboard', { position: undefined });
  expect(shown.error).not.toHaveBeenCalled();
  expect(document.querySelector('[data-load-failed]')).toBeNull();
  quiet.mockRestore();
});
