/** @jest-environment node */
import { inRanges, toRanges, undrawableIn, undrawableMessageIn } from '@/lib/og/drawable';
import {
  shareCardCharacters,
  shareCardRanges,
  undrawableCharacters,
  undrawableMessage,
} from '@/lib/og/glyphs';

// The share picture's characters as runs, as the CMS's bundles hold them: the same characters,
// told apart the same way, and the same words as the build's.
describe('the share picture’s characters as ranges', () => {
  it('are runs of the fonts’ code points, in order, none touching the next', () => {
    expect(toRanges([5, 3, 4, 9, 1, 4])).toEqual([
      [1, 1],
      [3, 5],
      [9, 9],
    ]);
    const ranges = shareCardRanges();
    for (const [index, [first, last]] of ranges.entries()) {
      expect(first).toBeLessThanOrEqual(last);
      if (index > 0) expect(first).toBeGreaterThan(ranges[index - 1]![1] + 1);
    }
    // Compact: the bundles carry them.
    expect(JSON.stringify(ranges).length).toBeLessThan(2_000);
  });

  it('hold every code point the fonts draw, and no other', () => {
    const characters = shareCardCharacters();
    const ranges = shareCardRanges();
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (inRanges(ranges, code) !== characters.has(code)) {
        throw new Error(`U+${code.toString(16)}: ${characters.has(code)} in the fonts`);
      }
    }
    expect(inRanges([], 65)).toBe(false);
  });

  it('say what the build says of a text', () => {
    const ranges = shareCardRanges();
    const drawable = (code: number) => inRanges(ranges, code);
    for (const text of ['Example Owls', 'José FC', 'অমিত দল', 'Chess 🏆 Cup', 'Ωmega ∞']) {
      expect(undrawableIn(text, drawable)).toEqual(undrawableCharacters(text));
      expect(undrawableMessageIn(text, drawable)).toBe(undrawableMessage(text));
    }
    expect(undrawableMessageIn('Chess 🏆 Cup', drawable)).toBe(
      'has characters the share picture cannot draw (🏆): write it in Latin letters, as WhatsApp and Facebook show it in the picture of a shared link',
    );
    expect(undrawableMessageIn('Example Owls', drawable)).toBeUndefined();
  });
});
