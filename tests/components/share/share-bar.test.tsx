import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

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

  describe('when the clipboard refuses (no user activation left: a replayed tap)', () => {
    /** user-event puts in a clipboard of its own: this replaces it. */
    function setup() {
      const user = userEvent.setup();
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: jest.fn().mockRejectedValue(new DOMException('denied')) },
      });
      return user;
    }
    afterEach(() => {
      delete (document as { execCommand?: unknown }).execCommand;
    });

    it('copies the selected link the older way, and says so as a copy does', async () => {
      const user = setup();
      let selected: string | undefined;
      const execCommand = jest.fn((command: string) => {
        const field = document.activeElement as HTMLTextAreaElement;
        selected = field.value.slice(field.selectionStart, field.selectionEnd);
        return command === 'copy';
      });
      Object.assign(document, { execCommand });
      render(<ShareBar url={url} title="Check this out" variant="labelled" />);
      const copy = screen.getByRole('button', { name: 'Copy link' });
      await user.click(copy);
      expect(await screen.findByRole('button', { name: 'Copied' })).toBe(copy);
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(selected).toBe(url);
      expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard');
      expect(toast.error).not.toHaveBeenCalled();
      // Nothing left behind, and the focus is where it was.
      expect(document.querySelector('textarea')).toBeNull();
      expect(copy).toHaveFocus();
    });

    it('when that fails too, keeps the link on screen until dismissed, and the normal state', async () => {
      const user = setup();
      Object.assign(document, { execCommand: jest.fn(() => false) });
      render(<ShareBar url={url} title="Check this out" variant="labelled" />);
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalled());
      expect(toast.error).toHaveBeenCalledWith('Could not copy the link', {
        description: url,
        duration: Infinity,
        classNames: { description: 'select-all' },
      });
      expect(toast.success).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
      expect(document.querySelector('textarea')).toBeNull();
    });

    it('where the browser has no execCommand, reports it the same way', async () => {
      const user = setup();
      render(<ShareBar url={url} title="Check this out" variant="labelled" />);
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalled());
      expect(toast.error).toHaveBeenCalledWith(
        'Could not copy the link',
        expect.objectContaining({ description: url, duration: Infinity }),
      );
    });
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

  it('WhatsApp: a plain wa.me link with the title and the address, followed in a new tab', async () => {
    const user = userEvent.setup();
    render(<ShareBar url={url} title="Cricket, April 8-10" />);
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Cricket, April 8-10 ${url}`)}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    // No popup: the click is left to the link (jsdom does not navigate).
    const followed = jest.fn((event: MouseEvent) => event.defaultPrevented);
    whatsapp.addEventListener('click', (event) => followed(event));
    await user.click(whatsapp);
    expect(window.open).not.toHaveBeenCalled();
    expect(followed).toHaveReturnedWith(false);
  });

  it('lists WhatsApp first among the networks, then Facebook, Twitter, LinkedIn, Copy link', () => {
    render(
      <ShareBar url={url} title="Check this out" variant="labelled" label="Share this event" />,
    );
    const items = within(screen.getByRole('list', { name: 'Share this event' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'WhatsApp',
      'Facebook',
      'Twitter',
      'LinkedIn',
      'Copy link',
    ]);
  });

  it('offers the system share sheet first where it exists', () => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: jest.fn() });
    render(
      <ShareBar url={url} title="Check this out" variant="labelled" label="Share this event" />,
    );
    const [first] = within(screen.getByRole('list', { name: 'Share this event' })).getAllByRole(
      'listitem',
    );
    expect(within(first!).getByRole('button', { name: 'More apps' })).toBeEnabled();
    delete (navigator as { share?: unknown }).share;
  });

  it('keeps the place of the share sheet, first and disabled, in the HTML (no layout shift)', () => {
    const html = renderToString(<ShareBar url={url} title="Check this out" variant="labelled" />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const [first] = container.querySelectorAll('li');
    // CSS shows this item before the first paint only where the sheet exists.
    expect(first).toHaveAttribute('data-share-sheet-item');
    expect(within(first!).getByRole('button', { name: 'More apps' })).toBeDisabled();
  });

  it.each(['icons', 'labelled'] as const)(
    '%s: the WhatsApp link is in the server HTML, so it works without JavaScript',
    (variant) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(
        <ShareBar url={url} title="Cricket" variant={variant} />,
      );
      const link = container.querySelector('a[href^="https://wa.me/"]');
      expect(link).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(`Cricket ${url}`)}`,
      );
      expect(link).toHaveAttribute('target', '_blank');
    },
  );
});
