import type { Metadata, Viewport } from 'next';

import { pinnedNow, SITE_CLOCK_META } from '@/lib/clock/build';
import { MAIN_ID } from '@/lib/routes';
import { defaultShareTitle } from '@/lib/share';
import { siteConfig } from '@/lib/site-config';
import { Toaster } from '@/components/ui/sonner';
import { SessionHintScript } from '@/components/auth/session-hint-script';
import { EarlyTapScript } from '@/components/layout/early-tap-script';
import { HeadingFontScript } from '@/components/layout/heading-font-script';
import { HydrationFlag } from '@/components/layout/hydration-flag';
import { RouteProgress } from '@/components/layout/route-progress';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { OfflineSupport } from '@/components/offline/offline-support';
import { ShareFab } from '@/components/share/share-fab';
import { ShareSheetHintScript } from '@/components/share/share-sheet-hint-script';

import { archivo } from './fonts';

import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(`${siteConfig.url}/`),
  title: {
    default: `${siteConfig.name} | ${siteConfig.tagline}`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: {
    type: 'website',
    siteName: siteConfig.name,
    locale: siteConfig.locale,
    title: siteConfig.name,
    description: siteConfig.description,
  },
  twitter: { card: 'summary_large_image' },
  icons: {
    icon: [
      { url: '/icon.svg', type: 'image/svg+xml' },
      { url: '/icons/icon-192.png', type: 'image/png', sizes: '192x192' },
    ],
    apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180' }],
  },
};

export const viewport: Viewport = {
  themeColor: siteConfig.themeColor,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  const pinned = pinnedNow();
  return (
    <html lang="en-IN" className={archivo.variable}>
      <head>
        {/* No frame is drawn before <main> begins, that is before the whole header has been
            parsed (Chromium lets frames through once the target's start tag is in): drawn
            half-parsed by a slow or busy phone, the header's parts moved as the rest arrived
            (its buttons' row, its menus), on every screen. The hero and the rest of the page
            still draw as they arrive. */}
        <link rel="expect" href={`#${MAIN_ID}`} blocking="render" />
        <EarlyTapScript />
        <SessionHintScript />
        <ShareSheetHintScript />
        <HeadingFontScript />
        <OfflineSupport />
        {/* A pinned clock says so (the deploy guard refuses it; tests read the moment). */}
        {pinned ? <meta name={SITE_CLOCK_META} content={pinned.toISOString()} /> : null}
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-50 rounded-md bg-accent px-4 py-3 font-semibold text-accent-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <noscript>
          {/* Without JavaScript the header cannot follow the scroll, so it stays solid, and a
              control that only JavaScript can work (data-needs-js) is not offered. */}
          <style>
            {'[data-site-header]{background-color:var(--primary)}[data-needs-js]{display:none}'}
          </style>
        </noscript>
        <SiteHeader />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <ShareFab siteUrl={siteConfig.url} title={defaultShareTitle(siteConfig.name)} />
        <ScrollToTop />
        <HydrationFlag />
        <RouteProgress />
        <Toaster />
      </body>
    </html>
  );
}
