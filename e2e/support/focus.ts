import type { Page } from '@playwright/test';

/**
 * What covers part of the focused element, if anything: nine points across each of its boxes
 * (one per line for a link that wraps; those on the screen) are each checked for the element
 * drawn on top. Returns "<focused> under <cover>", or undefined when every point shows the
 * focused element (or what it contains).
 */
export function focusCoveredBy(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return undefined;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const box of focused.getClientRects()) {
      for (const x of [0.1, 0.5, 0.9]) {
        for (const y of [0.1, 0.5, 0.9]) {
          const px = box.left + box.width * x;
          const py = box.top + box.height * y;
          if (px < 0 || py < 0 || px >= innerWidth || py >= innerHeight) continue;
          const top = document.elementFromPoint(px, py);
          if (top && !focused.contains(top) && !top.contains(focused)) {
            const cover = top.closest('a, button, header, [role]') ?? top;
            return `${describe(focused)} under ${describe(cover)}`;
          }
        }
      }
    }
    return undefined;
  });
}
