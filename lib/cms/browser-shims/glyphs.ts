// lib/og/glyphs.ts in the browser (see README.md): the share picture's fonts are the build's to
// read, so scripts/admin.ts bakes the code points they draw into the bundle (SHARE_CARD_RANGES,
// as of the last build), and the check says what the build says (lib/og/drawable.ts).
import { inRanges, undrawableMessageIn, type CodeRanges } from '@/lib/og/drawable';

declare const SHARE_CARD_RANGES: CodeRanges;

// Read once, on first use (the bundle holds the ranges once, where they are read).
let ranges: CodeRanges | undefined;
const drawable = (code: number) => inRanges((ranges ??= SHARE_CARD_RANGES), code);

export const undrawableMessage = (text: string): string | undefined =>
  undrawableMessageIn(text, drawable);
