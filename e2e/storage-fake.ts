import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';

// A stand-in for Firebase Storage's REST API, answered with page.route (the Storage emulator
// cannot run here). It speaks the two calls the SDK makes:
//   list:     GET /v0/b/<bucket>/o?prefix=<folder>/&delimiter=/      → { prefixes, items }
//   metadata: GET /v0/b/<bucket>/o/<encoded full path>               → { …, downloadTokens }
// and serves the download URL the SDK builds from the token (…/o/<path>?alt=media&token=…).

export const STORAGE_HOST = 'https://firebasestorage.googleapis.com';
/** The bucket the storage test build is made with (npm run build:test:alt). */
export const BUCKET = process.env.E2E_STORAGE_BUCKET ?? '';

export type Failure = 500 | 403 | 'abort';

export type FakeStorageOptions = {
  /** Storage full path → the file in public/ to answer its download with. */
  files: Record<string, string>;
  /** Folders whose listing fails this way. */
  failFolders?: Record<string, Failure>;
  /** Full paths whose download (not metadata) answers 404. */
  brokenDownloads?: string[];
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

/** The download URL the SDK builds for a full path (token as this fake hands it out). */
export function downloadUrl(fullPath: string): string {
  return `${STORAGE_HOST}/v0/b/${BUCKET}/o/${encodeURIComponent(fullPath)}?alt=media&token=${tokenFor(fullPath)}`;
}

function tokenFor(fullPath: string): string {
  return `token-${Buffer.from(fullPath).toString('hex').slice(-16)}`;
}

function metadata(fullPath: string, file: string) {
  const size = readFileSync(path.join('public', file)).length;
  return {
    name: fullPath,
    bucket: BUCKET,
    generation: '1743500000000000',
    metageneration: '1',
    contentType: fullPath.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg',
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

/** Answers Storage for this page; returns the list requests' prefixes, in order. */
export async function fakeStorage(page: Page, options: FakeStorageOptions) {
  const listed: string[] = [];
  await page.route(`${STORAGE_HOST}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const url = new URL(request.url());
    const prefix = `/v0/b/${BUCKET}/o`;
    if (!url.pathname.startsWith(prefix)) return json(route, 404, { error: { code: 404 } });
    const objectPath = decodeURIComponent(url.pathname.slice(prefix.length + 1));

    if (!objectPath) {
      // A listing: the folder's direct files and sub-folders.
      const folderPrefix = url.searchParams.get('prefix') ?? '';
      listed.push(`${folderPrefix}|${url.searchParams.get('delimiter')}`);
      const failure = options.failFolders?.[folderPrefix.replace(/\/$/, '')];
      if (failure === 'abort') return route.abort('failed');
      if (failure) {
        return json(route, failure, {
          error: {
            code: failure,
            message: failure === 403 ? 'Permission denied.' : 'Internal error.',
          },
        });
      }
      const inside = Object.keys(options.files).filter((key) => key.startsWith(folderPrefix));
      const items = inside.filter((key) => !key.slice(folderPrefix.length).includes('/'));
      const prefixes = [
        ...new Set(
          inside
            .filter((key) => key.slice(folderPrefix.length).includes('/'))
            .map((key) => `${folderPrefix}${key.slice(folderPrefix.length).split('/')[0]}/`),
        ),
      ];
      return json(route, 200, { prefixes, items: items.map((name) => ({ name, bucket: BUCKET })) });
    }

    const file = options.files[objectPath];
    if (!file) return json(route, 404, { error: { code: 404, message: 'Not Found.' } });
    if (url.searchParams.get('alt') !== 'media')
      return json(route, 200, metadata(objectPath, file));
    if (options.brokenDownloads?.includes(objectPath)) {
      return route.fulfill({ status: 404, headers: CORS, body: 'Not Found' });
    }
    return route.fulfill({ status: 200, headers: CORS, path: path.join('public', file) });
  });
  return { listed };
}
