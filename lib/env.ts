import { publicValue } from './browser-env';
import type { Env } from './env-schema';

/**
 * Public build-time settings. Next.js inlines each `process.env.NEXT_PUBLIC_*` reference at
 * build time, so every variable is named literally below. For the build and the server-rendered
 * pages: code that runs in the browser reads lib/browser-env.ts (this object would ship whole).
 * Nothing else reads process.env but four that say why: lib/clock/page.ts (NEXT_PUBLIC_SITE_NOW, on every page, without this
 * object), components/offline/offline-support.tsx (NODE_ENV), lib/events/revisions.ts
 * (GITHUB_ACTIONS, at build) and lib/clock/build.ts (the moment the build started, set by
 * next.config.ts).
 * The values were checked against lib/env-schema.ts when next.config.ts loaded, so the
 * browser bundle needs no schema library.
 */
const value = publicValue;
const number = (raw: string | undefined) => (value(raw) ? Number(raw) : undefined);

export const env: Env = {
  NEXT_PUBLIC_SITE_URL: value(process.env.NEXT_PUBLIC_SITE_URL),
  NEXT_PUBLIC_FIREBASE_API_KEY: value(process.env.NEXT_PUBLIC_FIREBASE_API_KEY),
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: value(process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: value(process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID),
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: value(process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET),
  NEXT_PUBLIC_FIREBASE_APP_ID: value(process.env.NEXT_PUBLIC_FIREBASE_APP_ID),
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL: value(process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL),
  NEXT_PUBLIC_AUTH_SYNC_URL: value(process.env.NEXT_PUBLIC_AUTH_SYNC_URL),
  NEXT_PUBLIC_E2E_HOOKS: value(process.env.NEXT_PUBLIC_E2E_HOOKS) as Env['NEXT_PUBLIC_E2E_HOOKS'],
  NEXT_PUBLIC_SITE_NOW: value(process.env.NEXT_PUBLIC_SITE_NOW),
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: value(process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY),
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: value(process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: value(process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID),
  NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS: number(process.env.NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS),
  NEXT_PUBLIC_EMAILJS_BLOCK_LIST: value(process.env.NEXT_PUBLIC_EMAILJS_BLOCK_LIST),
  NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: value(
    process.env.NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS,
  ) as Env['NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS'],
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: value(process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY),
};
