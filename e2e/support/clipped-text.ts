import type { Page } from '@playwright/test';

/**
 * WCAG 2.2, 1.4.12 Text Spacing: line height 1.5, paragraphs 2 em apart, letters 0.12 em and
 * words 0.16 em, as a reader's own style sheet would set them.
 */
const TEXT_SPACING_CSS =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** Sets TEXT_SPACING_CSS as a constructed style sheet (the page's policy refuses inline styles). */
export async function withTextSpacing(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING_CSS);
}

/**
 * The words on the page that a box with hidden overflow cuts off (WCAG 1.4.10 Reflow and
 * 1.4.12 Text Spacing: nothing lost at 320 px or with more space between lines and letters),
 * each as "<text> cut by <box>". A box that clamps its lines on purpose (line-clamp, with the
 * whole text a tap away) and what assistive technology does not read are left out.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const host = node.parentElement;
      if (!host || !node.textContent?.trim()) continue;
      if (host.closest('[aria-hidden="true"], .sr-only, noscript, [hidden], script, style')) {
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0 || text.height === 0) continue;
      for (let box: Element | null = host; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.webkitLineClamp && style.webkitLineClamp !== 'none') break;
        const clipsX = ['hidden', 'clip'].includes(style.overflowX);
        const clipsY = ['hidden', 'clip'].includes(style.overflowY);
        if (!clipsX && !clipsY) continue;
        const edge = box.getBoundingClientRect();
        const cut =
          (clipsY && (text.top < edge.top - 1 || text.bottom > edge.bottom + 1)) ||
          (clipsX && (text.left < edge.left - 1 || text.right > edge.right + 1));
        if (cut) {
          const name = `${box.tagName.toLowerCase()}.${[...box.classList].slice(0, 3).join('.')}`;
          found.push(`"${node.textContent.trim().slice(0, 40)}" cut by ${name}`);
          break;
        }
      }
    }
    return found;
  });
}
