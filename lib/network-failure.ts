// Its own module, not lazy-module.ts's: that one is in every page's scripts, this one only in the
// code loaded on use (the sign-in forms, the contact form's send).

/**
 * Whether `error` says the network failed rather than the code: fetch's TypeError ("Failed to
 * fetch"), or a part of the site's own code loaded on first use that did not arrive
 * (Turbopack's ChunkLoadError, which has no code of its own).
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'ChunkLoadError');
}
