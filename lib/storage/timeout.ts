// Timeouts for Storage calls: imported with the page (lib/storage/load.ts), so nothing of
// Storage's own code or addresses is in here (the SDK and lib/storage/listing.ts load later).

/**
 * A folder that has not been listed (and its files' metadata read) by then is given up: the
 * bundled pictures stay for good instead of being swapped late under the reader's eyes.
 */
export const STORAGE_TIMEOUT_MS = 8_000;

/** Thrown when Storage has not answered in time. */
export class StorageTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no answer from Storage within ${ms / 1000} s`);
    this.name = 'StorageTimeoutError';
  }
}

/** `promise`, or a StorageTimeoutError once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StorageTimeoutError(what, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
