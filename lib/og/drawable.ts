// Which characters the share pictures can draw, and what the content checks say of a text with
// others. No imports: the build asks it with the fonts' own character maps (glyphs.ts), the
// CMS's checks in the browser with the same code points baked into their bundles as ranges
// (lib/cms/browser-shims/glyphs.ts), so both say the same, in the same words.

/** Code points as runs: [first, last] pairs, in order, none touching the next. */
export type CodeRanges = readonly (readonly [number, number])[];

/** The code points as runs: the fonts' few hundred characters in a few dozen pairs. */
export function toRanges(codes: Iterable<number>): [number, number][] {
  const ranges: [number, number][] = [];
  for (const code of [...new Set(codes)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

/** Whether `code` is in one of the runs (a binary search). */
export function inRanges(ranges: CodeRanges, code: number): boolean {
  let [low, high] = [0, ranges.length - 1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = ranges[middle]!;
    if (code < first) high = middle - 1;
    else if (code > last) low = middle + 1;
    else return true;
  }
  return false;
}

/** The distinct characters of `text` (spaces aside) that are not `drawable` (none: []). */
export function undrawableIn(text: string, drawable: (code: number) => boolean): string[] {
  return [...new Set(text)].filter(
    (character) => !/\s/.test(character) && !drawable(character.codePointAt(0)!),
  );
}

/**
 * The problem with a text bound for a share picture, in an organiser's words; undefined when
 * every character is `drawable`.
 */
export function undrawableMessageIn(
  text: string,
  drawable: (code: number) => boolean,
): string | undefined {
  const missing = undrawableIn(text, drawable);
  if (missing.length === 0) return undefined;
  const shown = missing.slice(0, 6).join(' ') + (missing.length > 6 ? ' …' : '');
  return (
    `has characters the share picture cannot draw (${shown}): write it in Latin letters, ` +
    'as WhatsApp and Facebook show it in the picture of a shared link'
  );
}
