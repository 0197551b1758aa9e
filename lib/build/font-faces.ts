/**
 * The stylesheet's @font-face rules, their url()s made absolute: written into a page, a URL
 * relative to the stylesheet (`../media/…`) would be read against the page's address.
 */
export function fontFaceRules(css: string, href: string): string {
  const base = new URL(href, 'https://site.invalid/');
  return (css.match(/@font-face\s*\{[^{}]*\}/g) ?? [])
    .map((rule) =>
      rule.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote: string, url: string) =>
        /^(data:|[a-z]+:\/\/|\/)/i.test(url)
          ? whole
          : `url(${quote}${new URL(url, base).pathname}${quote})`,
      ),
    )
    .join('');
}
