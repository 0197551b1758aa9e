/** @jest-environment node */
import { undrawableMessage as buildSays, shareCardRanges } from '@/lib/og/glyphs';

// The content manager's and the results editor's stand-in for lib/og/glyphs.ts: with the fonts'
// code points scripts/admin.ts bakes into their bundles, it refuses what the build refuses, in
// the build's words.
const baked = globalThis as { SHARE_CARD_RANGES?: unknown };

beforeAll(() => {
  baked.SHARE_CARD_RANGES = shareCardRanges();
});
afterAll(() => {
  delete baked.SHARE_CARD_RANGES;
});

it('says what the build says of a text the share picture cannot draw', async () => {
  const { undrawableMessage } = await import('@/lib/cms/browser-shims/glyphs');
  for (const text of ['অমিত দল', 'Chess 🏆 Cup', '日本 FC', 'Ωmega ∞ 😀 ☃ ★ ♞ ✓']) {
    expect(undrawableMessage(text)).toMatch(/^has characters the share picture cannot draw/);
    expect(undrawableMessage(text)).toBe(buildSays(text));
  }
  for (const text of ['Example Owls', 'José FC', 'O’Brien XI', 'Asha K.', 'Zoë & Søren']) {
    expect(undrawableMessage(text)).toBeUndefined();
    expect(buildSays(text)).toBeUndefined();
  }
});
