/** What a pre-rendered page asks for before any interaction, read from its HTML. */
export type PageAssets = {
  scripts: string[];
  styles: string[];
  fonts: string[];
  images: string[];
};

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

export function pageAssets(html: string): PageAssets {
  // noModule scripts are legacy polyfills that module-capable browsers never download.
  const scriptTags = (html.match(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/gi) ?? []).filter(
    (tag) => !/\snomodule\b/i.test(tag),
  );
  const linkTags = html.match(/<link\b[^>]*>/gi) ?? [];
  const imgTags = html.match(/<img\b[^>]*>/gi) ?? [];
  const links = (rel: RegExp, as?: string) =>
    linkTags.filter(
      (tag) => rel.test(attribute(tag, 'rel') ?? '') && (!as || attribute(tag, 'as') === as),
    );
  // <noscript> content is not loaded when JavaScript runs. A data: URL is part of the HTML.
  const eagerImages = imgTags.filter(
    (tag) => attribute(tag, 'loading') !== 'lazy' && !attribute(tag, 'src')?.startsWith('data:'),
  );
  return {
    scripts: unique([
      ...scriptTags.map((tag) => attribute(tag, 'src')),
      ...links(/preload|modulepreload/, 'script').map((tag) => attribute(tag, 'href')),
    ]),
    styles: unique(links(/stylesheet/).map((tag) => attribute(tag, 'href'))),
    fonts: unique(links(/preload/, 'font').map((tag) => attribute(tag, 'href'))),
    images: unique([
      ...eagerImages.map((tag) => attribute(tag, 'src')),
      ...links(/preload/, 'image').map((tag) => attribute(tag, 'href')),
    ]),
  };
}

/**
 * Strings only the SDKs' own code contains (their default hosts): the budget spec and the
 * service worker's precache check look for them in scripts a page loads before any use.
 */
export const SDK_MARKERS = {
  'Firebase Auth': ['identitytoolkit.googleapis.com'],
  'Firebase Storage': ['firebasestorage.googleapis.com'],
  EmailJS: ['api.emailjs.com'],
} as const;
