import type { Page } from '@playwright/test';

/**
 * The pictures at least half on the page's first screen (scrolled to the top, at its current
 * viewport) that load lazily. A lazy picture is only asked for once the page has been laid out,
 * so one on the first screen arrives a round trip after the others, and if it is the largest
 * thing on the screen the largest paint waits for it (lib/images/grid-loading.ts).
 */
export function lazyOnFirstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    return [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
        const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
        const shown = width > 0 && height > 0 ? width * height : 0;
        return box.width * box.height > 0 && shown >= (box.width * box.height) / 2;
      })
      .filter((image) => image.loading === 'lazy')
      .map((image) => image.getAttribute('src') ?? '');
  });
}
