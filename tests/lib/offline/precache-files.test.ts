/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { getPrecacheFiles, pageFile } from '@/lib/offline/precache-files';

let out: string;

function page(file: string, head: string) {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(
    path.join(out, file),
    `<!DOCTYPE html><html><head>${head}</head><body></body></html>`,
  );
}

beforeEach(() => {
  out = mkdtempSync(path.join(tmpdir(), 'precache-'));
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

describe('getPrecacheFiles', () => {
  it("lists each page's HTML and what it loads first, and nothing else", () => {
    page(
      'index.html',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
        '<link rel="preload" href="/_next/static/media/f.woff2" as="font"/>' +
        '<script src="/_next/static/chunks/main.js" async=""></script>' +
        '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
        '<img src="/logo.svg"/><img src="/images/late.jpg" loading="lazy"/>' +
        '<img src="https://firebasestorage.googleapis.com/x.jpg"/>',
    );
    page('events/a/index.html', '<script src="/_next/static/chunks/main.js"></script>');
    expect(getPrecacheFiles(out, ['/', '/events/a/'])).toEqual([
      '_next/static/chunks/a.css',
      '_next/static/chunks/main.js',
      '_next/static/media/f.woff2',
      'events/a/index.html',
      'icon.svg',
      'index.html',
      'logo.svg',
      'manifest.webmanifest',
    ]);
  });

  it('fails when a page is missing from the export', () => {
    expect(() => getPrecacheFiles(out, ['/nowhere/'])).toThrow(/nowhere/);
  });
});

describe('pageFile', () => {
  it('maps a site path to its exported HTML', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/events/chess/')).toBe('events/chess/index.html');
  });
});
