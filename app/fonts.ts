import localFont from 'next/font/local';

// One self-hosted family, for headings only, from an npm package (no download at build time),
// Latin subset. Body text uses the device's own UI font.
//
// Never fetched before a page has shown: a first visit paints its headings in the system font and
// fetches this file once the page has loaded, and the pages after it use it from their first
// paint (HEADING_FONT_SCRIPT in lib/security/known-scripts.ts; the @font-face rule is in every
// page's critical CSS). `display: 'optional'` keeps a page whose cache has lost the file in the
// system font rather than swap it in late. A preload competed with the HTML and the stylesheet
// for a slow phone's bandwidth (about 80 ms of its first paint, docs/offline.md), and a late
// swap moves headings (CLS 0.057 on the home page, 0.016 on an event page).
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
