import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

import { SDK_MARKERS } from '../../lib/build/page-assets';
import { trackNetwork } from '../fixtures';

// What a visitor who only looks pays: load the page, touch nothing, let it settle (its
// idle-time work and link prefetches included), then add up what it fetched, each file
// gzipped as the host sends it.
const KB = 1024;
/** JavaScript at most 150 KB, CSS at most 20 KB; the home page at most 400 KB in all. */
export const BUDGET = { js: 150 * KB, css: 20 * KB, homeTotal: 400 * KB };

/** Firebase (Auth, Storage), EmailJS and the Auth emulator. */
const SDK_HOSTS = /googleapis\.com|appspot\.com|api\.emailjs\.com|127\.0\.0\.1:9099|localhost:9099/;

const OUT = path.resolve('out');
const files = new Map<string, { bytes: number; text: string }>();

/** A file of the export by its URL path: its size as the host sends it (gzipped) and its text. */
export function fromOut(pathname: string): { bytes: number; text: string } {
  const cached = files.get(pathname);
  if (cached) return cached;
  const relative = decodeURIComponent(pathname).replace(/\/$/, '/index.html');
  const buffer = readFileSync(path.join(OUT, relative));
  const compressible = !/\.(woff2?|png|jpe?g|webp|avif)$/.test(relative);
  const entry = {
    bytes: compressible ? gzipSync(buffer).length : buffer.length,
    text: compressible ? buffer.toString('utf8') : '',
  };
  files.set(pathname, entry);
  return entry;
}

/** The sum of the files' sizes as sent. */
export const sentBytes = (pathnames: string[]): number =>
  pathnames.reduce((total, pathname) => total + fromOut(pathname).bytes, 0);

/** "<file> holds <SDK> code" for each SDK whose code is in the file. */
export const sdkIn = (pathname: string): string[] =>
  Object.entries(SDK_MARKERS)
    .filter(([, markers]) => markers.some((marker) => fromOut(pathname).text.includes(marker)))
    .map(([sdk]) => `${pathname} holds ${sdk} code`);

export type Visit = {
  response: Response | null;
  /** Every file fetched from the site, with its resource type. */
  fetched: { pathname: string; type: string }[];
  /** Requests to the SDKs' hosts. */
  foreign: string[];
  scripts: string[];
  styles: string[];
};

/** Loads `route`, lets it settle and returns what it fetched from the site and from elsewhere. */
export async function visit(page: Page, route: string, origin: string): Promise<Visit> {
  const fetched: Visit['fetched'] = [];
  const foreign: string[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin)
      fetched.push({ pathname: url.pathname, type: request.resourceType() });
  });
  page.on('request', (request) => {
    if (SDK_HOSTS.test(new URL(request.url()).host)) foreign.push(request.url());
  });
  const network = trackNetwork(page);
  const response = await page.goto(route);
  await network.settled();
  const ofType = (type: string) => [
    ...new Set(fetched.filter((f) => f.type === type).map((f) => f.pathname)),
  ];
  return { response, fetched, foreign, scripts: ofType('script'), styles: ofType('stylesheet') };
}
