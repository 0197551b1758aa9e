import type { Locator } from '@playwright/test';

/**
 * Contrast ratios (WCAG 2.2) of an element as the browser paints it, against what is behind it
 * (the nearest ancestor with a background, over white): its text, its edge (a border against
 * that background and against its own fill, whichever is lower; with no border, its fill
 * against that background: a field's or a button's outline, WCAG 1.4.11) and,
 * for a field with one, its placeholder against its fill. Colours are read through a canvas, so
 * any CSS colour counts (color-mix, oklab, transparency).
 */
export type Contrast = { text: number; edge: number; placeholder: number | null };

export function contrastOf(locator: Locator): Promise<Contrast> {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const rgba = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255] as const;
    };
    const over = (top: string, under: readonly number[]) => {
      const [r, g, b, a] = rgba(top);
      return [r, g, b].map((value, i) => value * a + under[i]! * (1 - a));
    };
    const behind = (from: Element | null): number[] => {
      for (let at = from; at; at = at.parentElement) {
        const color = getComputedStyle(at).backgroundColor;
        if (rgba(color)[3] > 0) return over(color, [255, 255, 255]);
      }
      return [255, 255, 255];
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
      return Math.round(((x! + 0.05) / (y! + 0.05)) * 100) / 100;
    };
    const style = getComputedStyle(element);
    const around = behind(element.parentElement);
    const inside = over(style.backgroundColor, around);
    const edge = over(style.borderTopColor, around);
    const hint = (element as HTMLInputElement).placeholder;
    return {
      text: ratio(over(style.color, inside), inside),
      // A border against both sides of it; with none, the fill against what is around.
      edge:
        parseFloat(style.borderTopWidth) > 0
          ? Math.min(ratio(edge, around), ratio(edge, inside))
          : ratio(inside, around),
      placeholder: hint
        ? ratio(over(getComputedStyle(element, '::placeholder').color, inside), inside)
        : null,
    };
  });
}
