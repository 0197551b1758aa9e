// lib/og/glyphs.ts in the browser (see README.md): whether the share picture's fonts can draw a
// text is the build's to say (it reads the font files).
export const undrawableMessage = (): string | undefined => undefined;
