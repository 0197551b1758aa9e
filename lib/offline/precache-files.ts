import { readFileSync } from 'node:fs';
import path from 'node:path';

import { pageAssets } from '@/lib/build/page-assets';

/** Files of the shell that no page's HTML lists as an asset: the web app manifest and icon. */
const SHELL_FILES = ['manifest.webmanifest', 'icon.svg'];

/** out/-relative path of a page's HTML: "/" -> "index.html", "/events/" -> "events/index.html". */
export function pageFile(route: string): string {
  return `${route.replace(/^\//, '')}index.html`;
}

/**
 * What the service worker saves on install, as paths relative to out/: each page's HTML and what
 * the HTML asks for before any interaction (scripts, stylesheets, preloaded fonts, eager images).
 * Chunks a page imports only on use (Firebase, EmailJS, reCAPTCHA) are not in its HTML, and the
 * CMS has no page here, so none of them is saved ahead.
 */
export function getPrecacheFiles(outDir: string, pages: readonly string[]): string[] {
  const files = new Set(SHELL_FILES);
  for (const page of pages) {
    const file = pageFile(page);
    files.add(file);
    const assets = pageAssets(readFileSync(path.join(outDir, file), 'utf8'));
    for (const url of [...assets.scripts, ...assets.styles, ...assets.fonts, ...assets.images]) {
      // Only this site's own files; a Storage picture or another origin is left to the network.
      if (!url.startsWith('/') || url.startsWith('//')) continue;
      files.add(decodeURIComponent(url.split(/[?#]/, 1)[0] ?? '').replace(/^\//, ''));
    }
  }
  return [...files].sort();
}
