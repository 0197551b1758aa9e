/**
 * A loader that imports on first use: `load()` starts the import (`importer()`) the first time
 * and hands every later call the same promise. A failed import is forgotten, so the next call
 * starts a new one (a visitor who was offline can try again without reloading the page).
 *
 * For code only some visitors need, fetched when they start using what needs it:
 * `const load = lazyModule(() => import('@/lib/email/send-contact'))`.
 */
export function lazyModule<T>(importer: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (loading) return loading;
    const attempt = importer();
    loading = attempt;
    // Also marks the failure as handled here; each caller still sees it through its own promise.
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    return attempt;
  };
}
