import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { toast } from '@/lib/toast';
import { ShareBar } from '@/components/share/share-bar';

jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const url = 'https://team-sportivo.web.app/events/cricket/';

describe('ShareBar', () => {
  beforeEach(() => {
    jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('icon row: named share links with real hrefs, opened in a 600x400 popup', async () => {
    const user = userEvent.setup();
    render(<ShareBar url={url} title="Check this out from Team Sportivo" />);
    const facebook = screen.getByRole('link', { name: 'Share on Facebook' });
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(screen.getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute(
      'href',
      expect.stringContaining('text=Check+this+out+from+Team+Sportivo'),
    );
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await user.click(facebook);
    expect(window.open).toHaveBeenCalledWith(
      facebook.getAttribute('href'),
      'share-facebook',
      expect.stringMatching(/^width=600,height=400,left=\d+,top=\d+,noopener,noreferrer$/),
    );
  });

  it('labelled: Copy link writes the URL, toasts and shows Copied for 2 seconds', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    render(
      <ShareBar url={url} title="Check this out" variant="labelled" label="Share this event" />,
    );
    expect(screen.getByRole('list', { name: 'Share this event' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Twitter' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(url);
    expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('reports a failed copy and keeps the normal state', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
    });
    render(<ShareBar url={url} title="Check this out" variant="labelled" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('offers the system share sheet only when navigator.share exists', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ShareBar url={url} title="Check this out" variant="labelled" />);
    expect(screen.queryByRole('button', { name: 'More apps' })).not.toBeInTheDocument();
    unmount();

    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    render(<ShareBar url={url} title="Cricket" variant="labelled" />);
    await user.click(screen.getByRole('button', { name: 'More apps' }));
    expect(share).toHaveBeenCalledWith({ title: 'Cricket', url });
    delete (navigator as { share?: unknown }).share;
  });
});
