import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { GalleryImage } from '@/lib/content/gallery';
import { IMAGE_PLACEHOLDER } from '@/lib/images/placeholders';
import { GalleryBrowser } from '@/components/gallery/gallery-browser';

import { installPointerEvent } from '../../support/pointer-event';
import { categories, images } from './fixtures';

async function openFromGrid(name: string, pictures: GalleryImage[] = images) {
  const user = userEvent.setup();
  render(<GalleryBrowser categories={categories} images={pictures} />);
  const opener = screen.getByRole('button', { name: `Open image: ${name}` });
  await user.click(opener);
  return { user, opener, dialog: await screen.findByRole('dialog') };
}

describe('GalleryLightbox', () => {
  it('shows the picture with its caption and position in the current filter', async () => {
    const { dialog } = await openFromGrid('Chess 2');
    expect(dialog).toHaveAccessibleName('Chess 2');
    expect(within(dialog).getByAltText('Chess 2')).toHaveAttribute(
      'src',
      '/images/gallery/chess/Chess_2.svg',
    );
    expect(dialog).toHaveTextContent('2 of 12');
  });

  it('moves with the arrow keys and wraps around', async () => {
    const { user, dialog } = await openFromGrid('Chess 2');
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName('Cricket 1');
    expect(dialog).toHaveTextContent('3 of 12');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(dialog).toHaveAccessibleName('Chess 1');
    await user.keyboard('{ArrowLeft}');
    expect(dialog).toHaveAccessibleName('Cricket 10');
    expect(dialog).toHaveTextContent('12 of 12');
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveTextContent('1 of 12');
  });

  it('moves with the previous and next buttons within the chosen category', async () => {
    const user = userEvent.setup();
    render(<GalleryBrowser categories={categories} images={images} />);
    await user.click(screen.getByRole('button', { name: 'Cricket' }));
    await user.click(screen.getByRole('button', { name: 'Open image: Cricket 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 of 10');
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(dialog).toHaveAccessibleName('Cricket 10');
    expect(dialog).toHaveTextContent('10 of 10');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(dialog).toHaveAccessibleName('Cricket 1');
  });

  it('closes on Escape and gives focus back to the picture that opened it', async () => {
    const { user, opener } = await openFromGrid('Cricket 3');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and gives focus back', async () => {
    const { user, opener, dialog } = await openFromGrid('Chess 1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens from the keyboard and keeps focus inside', async () => {
    const user = userEvent.setup();
    render(<GalleryBrowser categories={categories} images={images} />);
    screen.getByRole('button', { name: 'Open image: Chess 1' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('shows the placeholder when the picture cannot load, as the grid does, and keeps its caption', async () => {
    const { user, dialog } = await openFromGrid('Chess 2');
    fireEvent.error(within(dialog).getByAltText('Chess 2'));
    const shown = within(dialog).getByAltText('Chess 2');
    expect(shown).toHaveAttribute('src', IMAGE_PLACEHOLDER);
    // The picture's own frame stays reserved: nothing moves when the placeholder comes in.
    expect(shown).toHaveAttribute('width', '1200');
    expect(shown).toHaveAttribute('height', '900');
    expect(shown.style.aspectRatio).toBe('1200 / 900');
    expect(dialog).toHaveAccessibleName('Chess 2');
    expect(dialog).toHaveTextContent('2 of 12');
    // The next picture starts from its own file, not from the failure before it.
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByAltText('Cricket 1')).toHaveAttribute(
      'src',
      '/images/gallery/cricket/Cricket_1.svg',
    );
  });

  it('falls back from a Storage picture to the bundled one it replaced, then to the placeholder', async () => {
    const [first, ...rest] = images;
    const replaced: GalleryImage = {
      ...first!,
      src: 'https://storage.example/images/gallery/chess/Chess_1.jpg',
      bundledSrc: first!.src,
    };
    const { dialog } = await openFromGrid('Chess 1', [replaced, ...rest]);
    expect(within(dialog).getByAltText('Chess 1')).toHaveAttribute('src', replaced.src);
    fireEvent.error(within(dialog).getByAltText('Chess 1'));
    expect(within(dialog).getByAltText('Chess 1')).toHaveAttribute('src', first!.src);
    fireEvent.error(within(dialog).getByAltText('Chess 1'));
    expect(within(dialog).getByAltText('Chess 1')).toHaveAttribute('src', IMAGE_PLACEHOLDER);
  });

  describe('swiping the picture', () => {
    let uninstall = () => {};
    beforeAll(() => {
      uninstall = installPointerEvent();
    });
    afterAll(() => uninstall());

    type Point = [x: number, y: number];
    type Finger = { pointerId?: number; isPrimary?: boolean; pointerType?: string };

    /** Down at `from`, through the middle to `to`, and up: one finger unless told. */
    function swipe(target: Element, from: Point, to: Point, finger: Finger = {}) {
      const at = ([clientX, clientY]: Point) => ({
        pointerId: 1,
        isPrimary: true,
        pointerType: 'touch',
        ...finger,
        clientX,
        clientY,
      });
      const middle: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
      fireEvent.pointerDown(target, at(from));
      fireEvent.pointerMove(target, at(middle));
      fireEvent.pointerMove(target, at(to));
      fireEvent.pointerUp(target, at(to));
    }

    it('goes to the next picture on a swipe left and the previous on a swipe right, wrapping around', async () => {
      const { dialog } = await openFromGrid('Chess 1');
      swipe(within(dialog).getByAltText('Chess 1'), [300, 200], [120, 215]);
      expect(dialog).toHaveAccessibleName('Chess 2');
      expect(dialog).toHaveTextContent('2 of 12');

      swipe(within(dialog).getByAltText('Chess 2'), [100, 200], [260, 190]);
      expect(dialog).toHaveAccessibleName('Chess 1');
      swipe(within(dialog).getByAltText('Chess 1'), [100, 200], [260, 190]);
      expect(dialog).toHaveAccessibleName('Cricket 10');
      // Said where the buttons' moves are said: the caption, a polite live region.
      expect(
        within(dialog).getByText('12 of 12').closest('[aria-live="polite"]'),
      ).toHaveTextContent('Cricket 10');
      // From anywhere on the caption too.
      swipe(within(dialog).getByText('12 of 12'), [300, 200], [120, 200]);
      expect(dialog).toHaveAccessibleName('Chess 1');
    });

    it('leaves a tap, a short move and a vertical drag alone', async () => {
      const { dialog } = await openFromGrid('Chess 2');
      const picture = within(dialog).getByAltText('Chess 2');
      swipe(picture, [200, 200], [200, 200]);
      swipe(picture, [200, 200], [170, 205]);
      swipe(picture, [200, 100], [130, 400]);
      swipe(picture, [200, 400], [280, 120]);
      expect(dialog).toHaveAccessibleName('Chess 2');
      expect(dialog).toHaveTextContent('2 of 12');
    });

    it('leaves the picture alone while the page is pinch-zoomed in: a drag looks round it', async () => {
      const viewport = { scale: 2 };
      Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
      const zoomTo = (scale: number) => (viewport.scale = scale);
      try {
        const { dialog } = await openFromGrid('Chess 1');
        const picture = () => within(dialog).getByRole('img');
        swipe(picture(), [300, 200], [120, 215]);
        swipe(picture(), [100, 200], [260, 190]);
        expect(dialog).toHaveAccessibleName('Chess 1');
        // Zoomed in during the drag: not a swipe either.
        zoomTo(1);
        fireEvent.pointerDown(picture(), {
          pointerId: 1,
          isPrimary: true,
          pointerType: 'touch',
          clientX: 300,
          clientY: 200,
        });
        zoomTo(1.5);
        fireEvent.pointerUp(picture(), {
          pointerId: 1,
          isPrimary: true,
          pointerType: 'touch',
          clientX: 100,
          clientY: 200,
        });
        expect(dialog).toHaveAccessibleName('Chess 1');
        // At the page's own size, the same swipe moves on.
        zoomTo(1);
        swipe(picture(), [300, 200], [120, 215]);
        expect(dialog).toHaveAccessibleName('Chess 2');
      } finally {
        delete (window as { visualViewport?: unknown }).visualViewport;
      }
    });

    it('leaves a pinch, a gesture the browser took over and a mouse drag alone', async () => {
      const { dialog } = await openFromGrid('Chess 2');
      const picture = within(dialog).getByAltText('Chess 2');
      // Two fingers: the first goes down, then a second one; both move apart sideways.
      const finger = (pointerId: number, clientX: number) => ({
        pointerId,
        isPrimary: pointerId === 1,
        pointerType: 'touch',
        clientX,
        clientY: 200,
      });
      fireEvent.pointerDown(picture, finger(1, 200));
      fireEvent.pointerDown(picture, finger(2, 240));
      fireEvent.pointerMove(picture, finger(1, 100));
      fireEvent.pointerMove(picture, finger(2, 340));
      fireEvent.pointerUp(picture, finger(2, 340));
      fireEvent.pointerUp(picture, finger(1, 100));
      // The browser scrolled or zoomed instead: it cancels the pointer, and the up that follows
      // (a new touch's) is not the end of a swipe.
      fireEvent.pointerDown(picture, finger(1, 300));
      fireEvent.pointerCancel(picture, finger(1, 250));
      fireEvent.pointerUp(picture, finger(1, 100));
      // A mouse has the buttons and the arrow keys; dragging it selects the caption as before.
      swipe(picture, [300, 200], [100, 200], { pointerType: 'mouse' });
      expect(dialog).toHaveAccessibleName('Chess 2');
      expect(dialog).toHaveTextContent('2 of 12');
    });
  });
});
