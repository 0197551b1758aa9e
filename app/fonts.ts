import localFont from 'next/font/local';

// Self-hosted from @fontsource packages (no download at build time), Latin subset only.
export const inter = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600' },
  ],
  variable: '--font-inter',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

export const archivo = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/archivo/files/archivo-latin-800-normal.woff2',
      weight: '800',
    },
  ],
  variable: '--font-archivo',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
