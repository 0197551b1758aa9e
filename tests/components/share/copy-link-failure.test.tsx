import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { Toaster } from '@/components/ui/sonner';
import { ShareBar } from '@/components/share/share-bar';

// The real toaster (sonner): what the visitor is left with when neither way of copying works.
const url = 'https://team-sportivo.web.app/events/cricket/';

describe('Copy link, when nothing can copy', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: jest.fn().mockRejectedValue(new DOMException('denied')) },
    });
    Object.assign(document, { execCommand: jest.fn(() => false) });
  });
  afterEach(() => {
    delete (document as { execCommand?: unknown }).execCommand;
    jest.useRealTimers();
  });

  it('leaves the link on screen, announced and selectable, until the visitor dismisses it', async () => {
    jest.useFakeTimers();
    render(
      <>
        <ShareBar url={url} title="Check this out" variant="labelled" />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const title = await screen.findByText('Could not copy the link');
    const message = title.closest<HTMLElement>('[data-sonner-toast]')!;
    // In sonner's live region: said as it shows.
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    // A click or a long press selects the whole link, for the visitor to copy by hand.
    expect(within(message).getByText(url)).toHaveClass('select-all');

    // Long after a toast's 5 seconds, it is still there.
    act(() => jest.advanceTimersByTime(60_000));
    expect(within(message).getByText(url)).toBeInTheDocument();

    fireEvent.click(within(message).getByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(screen.queryByText(url)).not.toBeInTheDocument());
  });
});
