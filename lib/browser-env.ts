import type { Env } from './env-schema';

// The public settings the site's own code reads in the browser, apart from lib/env.ts: a module
// that client code imports ships whole, so the settings object there would bring every page the
// names and values of all of them. Next inlines each (next.config.ts names them all, an unset
// one as "").

/** A setting as written, empty as unset. */
export const publicValue = (raw: string | undefined) => raw?.trim() || undefined;

export const browserEnv = {
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: publicValue(process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET),
  NEXT_PUBLIC_AUTH_SYNC_URL: publicValue(process.env.NEXT_PUBLIC_AUTH_SYNC_URL),
} satisfies Partial<Env>;

/**
 * The Firebase project the pages talk to, as JSON: resolved once in next.config.ts from the
 * public settings (real project, or the demo project and its emulator) and inlined at build time,
 * so the browser bundle carries only the project it uses and none of the fallback logic.
 * Undefined outside a Next build (scripts and tests call resolveFirebaseSettings themselves).
 */
export const BUILT_FIREBASE_SETTINGS: string | undefined = process.env.SPORTIVO_FIREBASE_SETTINGS;
