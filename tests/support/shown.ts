/**
 * Testing Library's `ignore` for text as shown: not the versions a OneCell keeps room for while
 * another is shown (invisible and aria-hidden, components/common/one-cell.tsx), nor scripts.
 */
export const SHOWN = { ignore: 'script, style, [aria-hidden="true"], [aria-hidden="true"] *' };

/**
 * The versions a OneCell lays out in `box`: each one's tag, text and whether it is shown. Each
 * must be hidden from sight, from assistive technology and from focus together, or be none of
 * these.
 */
export function readCell(box: Element): [tag: string, text: string | null, shown: boolean][] {
  return [...box.children].map((version) => {
    const hidden = [
      version.classList.contains('invisible'),
      version.getAttribute('aria-hidden') === 'true',
      version.hasAttribute('inert'),
    ];
    expect(new Set(hidden).size).toBe(1);
    return [version.tagName, version.textContent, !hidden[0]];
  });
}
