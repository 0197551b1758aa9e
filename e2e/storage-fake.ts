import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';

// A stand-in for Firebase Storage's REST API, answered with page.route (the Storage emulator
// cannot run here). It speaks the calls the site makes:
//   list:     GET /v0/b/<bucket>/o?prefix=<folder>/&delimiter=/&maxResults=<n>
//             → { prefixes, items, nextPageToken? }
//   metadata: GET /v0/b/<bucket>/o/<encoded full path>            → { …, contentType }
//   media:    GET /v0/b/<bucket>/o/<encoded full path>?alt=media  → the file
// and behaves like a bucket with the repo's storage.rules: metadata and media of a file that is
// not an image are refused (403).

export const STORAGE_HOST = 'https://firebasestorage.googleapis.com';
/** The bucket of the build under test (the fest copy of `npm run test:fest`), or none. */
export const BUCKET = process.env.E2E_STORAGE_BUCKET ?? '';

export type Failure = 500 | 403 | 'abort';

export type FakeStorageOptions = {
  /** Storage full path → the file in public/ to answer its download with. */
  files: Record<string, string>;
  /** Full path → content type, where it is not the image type of the file's extension. */
  contentTypes?: Record<string, string>;
  /** Folders whose listing fails this way. */
  failFolders?: Record<string, Failure>;
  /** Folders whose listing is answered only once the promise resolves (a slow bucket). */
  holdFolders?: Record<string, Promise<void>>;
  /** Full paths whose metadata cannot be read (500), as a broken object would answer. */
  unreadable?: string[];
  /** Full paths whose download (not metadata) answers 404. */
  brokenDownloads?: string[];
  /**
   * Rules that let anyone read every file (not the repo's storage.rules, which refuse files
   * that are not images), so the site's own type check is what keeps them out.
   */
  openRead?: boolean;
};

export type StorageRequests = {
  /** Listings, in order: "<prefix>|<delimiter>|<maxResults>". */
  listed: string[];
  /** Full paths whose metadata was asked for. */
  metadata: string[];
  /** Full paths whose file was downloaded. */
  media: string[];
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
};

function json(route: Route, status: number, body: unknown) {
  return route.fulfill({
    status,
    headers: CORS,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
}

/** The address the site shows a Storage file at (public read, so no download token). */
export function downloadUrl(fullPath: string): string {
  return `${STORAGE_HOST}/v0/b/${BUCKET}/o/${encodeURIComponent(fullPath)}?alt=media`;
}

function tokenFor(fullPath: string): string {
  return `token-${Buffer.from(fullPath).toString('hex').slice(-16)}`;
}

function contentTypeOf(fullPath: string, options: FakeStorageOptions): string {
  return (
    options.contentTypes?.[fullPath] ??
    (fullPath.endsWith('.svg')
      ? 'image/svg+xml'
      : fullPath.endsWith('.png')
        ? 'image/png'
        : 'image/jpeg')
  );
}

function metadata(fullPath: string, file: string, contentType: string) {
  const size = readFileSync(path.join('public', file)).length;
  return {
    name: fullPath,
    bucket: BUCKET,
    generation: '1743500000000000',
    metageneration: '1',
    contentType,
    timeCreated: '2025-04-01T10:00:00.000Z',
    updated: '2025-04-01T10:00:00.000Z',
    storageClass: 'STANDARD',
    size: String(size),
    md5Hash: 'bWQ1aGFzaA==',
    contentEncoding: 'identity',
    contentDisposition: `inline; filename*=utf-8''${encodeURIComponent(path.basename(fullPath))}`,
    crc32c: 'AAAAAA==',
    etag: 'CAE=',
    downloadTokens: tokenFor(fullPath),
  };
}

const DENIED = { error: { code: 403, message: 'Permission denied.' } };

/** Answers Storage for this page; returns the requests the page made, as they happen. */
export async function fakeStorage(
  page: Page,
  options: FakeStorageOptions,
): Promise<StorageRequests> {
  const requests: StorageRequests = { listed: [], metadata: [], media: [] };
  await page.route(`${STORAGE_HOST}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const url = new URL(request.url());
    const prefix = `/v0/b/${BUCKET}/o`;
    if (!url.pathname.startsWith(prefix)) return json(route, 404, { error: { code: 404 } });
    const objectPath = decodeURIComponent(url.pathname.slice(prefix.length + 1));

    if (!objectPath) {
      // A listing: the folder's direct files (in name order, as Storage lists) and sub-folders.
      const folderPrefix = url.searchParams.get('prefix') ?? '';
      const maxResults = Number(url.searchParams.get('maxResults') ?? 1000);
      requests.listed.push(
        `${folderPrefix}|${url.searchParams.get('delimiter')}|${url.searchParams.get('maxResults')}`,
      );
      const folder = folderPrefix.replace(/\/$/, '');
      await options.holdFolders?.[folder];
      const failure = options.failFolders?.[folder];
      if (failure === 'abort') return route.abort('failed');
      if (failure) {
        return json(route, failure, {
          error: {
            code: failure,
            message: failure === 403 ? 'Permission denied.' : 'Internal error.',
          },
        });
      }
      const inside = Object.keys(options.files)
        .filter((key) => key.startsWith(folderPrefix))
        .sort();
      const items = inside.filter((key) => !key.slice(folderPrefix.length).includes('/'));
      const prefixes = [
        ...new Set(
          inside
            .filter((key) => key.slice(folderPrefix.length).includes('/'))
            .map((key) => `${folderPrefix}${key.slice(folderPrefix.length).split('/')[0]}/`),
        ),
      ];
      return json(route, 200, {
        prefixes,
        items: items.slice(0, maxResults).map((name) => ({ name, bucket: BUCKET })),
        ...(items.length > maxResults ? { nextPageToken: 'page-2' } : {}),
      });
    }

    const file = options.files[objectPath];
    if (!file) return json(route, 404, { error: { code: 404, message: 'Not Found.' } });
    const contentType = contentTypeOf(objectPath, options);
    const readable = options.openRead || contentType.startsWith('image/');
    if (url.searchParams.get('alt') !== 'media') {
      requests.metadata.push(objectPath);
      if (options.unreadable?.includes(objectPath)) {
        return json(route, 500, { error: { code: 500, message: 'Internal error.' } });
      }
      // storage.rules: `allow get` only for images.
      if (!readable) return json(route, 403, DENIED);
      return json(route, 200, metadata(objectPath, file, contentType));
    }
    requests.media.push(objectPath);
    if (!readable) return json(route, 403, DENIED);
    if (options.brokenDownloads?.includes(objectPath)) {
      return route.fulfill({ status: 404, headers: CORS, body: 'Not Found' });
    }
    // The body is a bundled picture; its type follows that file (hero.svg is served as SVG).
    return route.fulfill({ status: 200, headers: CORS, path: path.join('public', file) });
  });
  return requests;
}
