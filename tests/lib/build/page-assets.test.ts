/** @jest-environment node */
import { pageAssets } from '@/lib/build/page-assets';

describe('pageAssets', () => {
  const html = `<html><head>
    <link rel="stylesheet" href="/_next/static/css/a.css"/>
    <link rel="preload" as="font" href="/_next/static/media/inter.woff2" crossorigin=""/>
    <link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>
    <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>
    <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
    <script src="/_next/static/chunks/b.js" async=""></script>
    <script src="/_next/static/chunks/c.js" async=""></script>
    <script>self.__next_f.push([1,"inline"])</script>
  </head><body>
    <img src="/logo.svg" alt="" loading="eager"/>
    <img src="/images/Events/cricket.svg" alt="" loading="lazy"/>
    <img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" alt="" loading="eager"/>
  </body></html>`;

  it('lists the scripts, styles, fonts and eager images loaded before interaction (not data: URLs, part of the HTML)', () => {
    expect(pageAssets(html)).toEqual({
      scripts: ['/_next/static/chunks/b.js', '/_next/static/chunks/c.js'],
      styles: ['/_next/static/css/a.css'],
      fonts: ['/_next/static/media/inter.woff2'],
      images: ['/logo.svg', '/images/hero.svg'],
    });
  });
});
