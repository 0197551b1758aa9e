/** @jest-environment node */
import {
  isImageContentType,
  storageMediaUrl,
  usableFiles,
  type StorageObject,
} from '@/lib/storage/listing';
import { STORAGE_TIMEOUT_MS, StorageTimeoutError, withTimeout } from '@/lib/storage/timeout';

const BUCKET = 'club.appspot.com';

function object(fullPath: string, contentType?: string): PromiseSettledResult<StorageObject> {
  const name = fullPath.slice(fullPath.lastIndexOf('/') + 1);
  return { status: 'fulfilled', value: { name, fullPath, bucket: BUCKET, contentType } };
}

function unreadable(reason: unknown): PromiseSettledResult<StorageObject> {
  return { status: 'rejected', reason };
}

describe('isImageContentType', () => {
  it('accepts the picture types a browser shows, with or without parameters', () => {
    for (const type of [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/gif',
      'image/svg+xml',
      'IMAGE/JPEG',
      'image/png; charset=binary',
    ]) {
      expect(isImageContentType(type)).toBe(true);
    }
  });

  it('refuses everything else, and a missing type', () => {
    for (const type of [
      'application/pdf',
      'text/html',
      'video/mp4',
      'application/octet-stream',
      'image/tiff',
      'image/heic',
      'image',
      '',
      undefined,
    ]) {
      expect(isImageContentType(type)).toBe(false);
    }
  });
});

describe('storageMediaUrl', () => {
  it('is the download address the SDK would build, without a token', () => {
    expect(storageMediaUrl(BUCKET, 'images/gallery/flash events/Relay #1.jpg')).toBe(
      'https://firebasestorage.googleapis.com/v0/b/club.appspot.com/o/images%2Fgallery%2Fflash%20events%2FRelay%20%231.jpg?alt=media',
    );
  });
});

describe('usableFiles', () => {
  it('keeps readable pictures with their address and skips other types', () => {
    expect(
      usableFiles([
        object('images/Events/cricket.jpg', 'image/jpeg'),
        object('images/Events/rules.pdf', 'application/pdf'),
        object('images/Events/football.svg', 'image/svg+xml'),
        object('images/Events/notes', undefined),
      ]),
    ).toEqual([
      {
        name: 'cricket.jpg',
        fullPath: 'images/Events/cricket.jpg',
        url: storageMediaUrl(BUCKET, 'images/Events/cricket.jpg'),
      },
      {
        name: 'football.svg',
        fullPath: 'images/Events/football.svg',
        url: storageMediaUrl(BUCKET, 'images/Events/football.svg'),
      },
    ]);
  });

  it('skips an unreadable file instead of failing the folder', () => {
    const files = usableFiles([
      unreadable(Object.assign(new Error('403'), { status: 403 })),
      object('images/teams/CC/2_rahul.jpg', 'image/jpeg'),
    ]);
    expect(files.map((file) => file.name)).toEqual(['2_rahul.jpg']);
  });

  it('fails with the first reason when every file is unreadable', () => {
    const first = new Error('storage/unauthorized');
    expect(() => usableFiles([unreadable(first), unreadable(new Error('later'))])).toThrow(first);
  });

  it('gives an empty list for an empty folder, or one with no pictures', () => {
    expect(usableFiles([])).toEqual([]);
    expect(usableFiles([object('images/gallery/a.txt', 'text/plain')])).toEqual([]);
  });
});

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('passes on a result that arrives in time', async () => {
    const result = withTimeout(Promise.resolve('listed'), STORAGE_TIMEOUT_MS, 'images/Events');
    await expect(result).resolves.toBe('listed');
  });

  it('passes on a failure that arrives in time', async () => {
    const failure = new Error('403');
    await expect(withTimeout(Promise.reject(failure), 1_000, 'x')).rejects.toBe(failure);
  });

  it('fails once the time is up, naming what it waited for', async () => {
    const never = new Promise<string>(() => {});
    const result = withTimeout(never, STORAGE_TIMEOUT_MS, 'images/gallery');
    jest.advanceTimersByTime(STORAGE_TIMEOUT_MS - 1);
    let settled = false;
    result.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(result).rejects.toThrow(StorageTimeoutError);
    await expect(result).rejects.toThrow('images/gallery: no answer from Storage within 8 s');
  });
});
