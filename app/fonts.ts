import localFont from 'next/font/local';

// One self-hosted family, for headings only, from an npm package (no download at build time),
// Latin subset. Body text uses the device's own UI font.
//
// Not preloaded, and `display: 'optional'`: the heading paints at once in the fallback, and the
// file is used where it is already at hand (a later page, or a fast connection) but never swapped
// in after the first paint. A preload competed with the HTML and the stylesheet for a slow
// phone's bandwidth (about 80 ms of its first paint, docs/offline.md), and a late swap moved the
// home heading (CLS 0.057).
export const archivo = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/archivo/files/archivo-latin-800-normal.woff2',
      weight: '800',
    },
  ],
  variable: '--font-archivo',
  display: 'optional',
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
