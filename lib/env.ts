import type { Env } from './env-schema';

/**
 * Public build-time settings. Next.js inlines each `process.env.NEXT_PUBLIC_*` reference at
 * build time, so every variable is named literally below. Nothing else reads process.env.
 * The values were checked against lib/env-schema.ts when next.config.ts loaded.
 */
const value = (raw: string | undefined) => raw?.trim() || undefined;

export const env = {
  NEXT_PUBLIC_SITE_URL: value(process.env.NEXT_PUBLIC_SITE_URL),
  NEXT_PUBLIC_FIREBASE_API_KEY: value(process.env.NEXT_PUBLIC_FIREBASE_API_KEY),
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: value(process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: value(process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID),
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: value(process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET),
  NEXT_PUBLIC_FIREBASE_APP_ID: value(process.env.NEXT_PUBLIC_FIREBASE_APP_ID),
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL: value(process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL),
  NEXT_PUBLIC_AUTH_SYNC_URL: value(process.env.NEXT_PUBLIC_AUTH_SYNC_URL),
  NEXT_PUBLIC_E2E_HOOKS: value(process.env.NEXT_PUBLIC_E2E_HOOKS) as Env['NEXT_PUBLIC_E2E_HOOKS'],
} satisfies Record<keyof Env, string | undefined>;
