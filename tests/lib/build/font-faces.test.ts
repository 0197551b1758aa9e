/** @jest-environment node */
import { fontFaceRules } from '@/lib/build/font-faces';

describe('fontFaceRules', () => {
  it('takes every @font-face rule of a stylesheet, its url()s read against the stylesheet', () => {
    const css =
      '.a{color:red}@font-face{font-family:archivo;src:url(../media/archivo.woff2)format("woff2");font-display:optional;font-weight:800}' +
      '@font-face{font-family:archivo Fallback;src:local(Arial);size-adjust:111.95%}h1{font-family:var(--f)}' +
      "@font-face{font-family:b;src:url('/fonts/b.woff2'),url(data:font/woff2;base64,AAAA)}";
    expect(fontFaceRules(css, '/_next/static/chunks/site.css')).toBe(
      '@font-face{font-family:archivo;src:url(/_next/static/media/archivo.woff2)format("woff2");font-display:optional;font-weight:800}' +
        '@font-face{font-family:archivo Fallback;src:local(Arial);size-adjust:111.95%}' +
        "@font-face{font-family:b;src:url('/fonts/b.woff2'),url(data:font/woff2;base64,AAAA)}",
    );
  });

  it('gives nothing for a stylesheet without fonts', () => {
    expect(fontFaceRules('.a{color:red}', '/_next/static/chunks/site.css')).toBe('');
  });
});
