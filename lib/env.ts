import { z } from 'zod';

/**
 * Public build-time settings. Next.js inlines each `process.env.NEXT_PUBLIC_*` reference at
 * build time, so every variable is named literally below. Nothing else reads process.env.
 */
const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const EnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  NEXT_PUBLIC_FIREBASE_API_KEY: optional,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: optional,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: optional,
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: optional,
  NEXT_PUBLIC_FIREBASE_APP_ID: optional,
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL: z.url({ protocol: /^https?$/ }).optional(),
  NEXT_PUBLIC_AUTH_SYNC_URL: optional,
  NEXT_PUBLIC_E2E_HOOKS: z.enum(['0', '1']).optional(),
});

const parsed = EnvSchema.safeParse({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || undefined,
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
  NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL:
    process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL || undefined,
  NEXT_PUBLIC_AUTH_SYNC_URL: process.env.NEXT_PUBLIC_AUTH_SYNC_URL,
  NEXT_PUBLIC_E2E_HOOKS: process.env.NEXT_PUBLIC_E2E_HOOKS || undefined,
});

if (!parsed.success) {
  throw new Error(
    `Invalid environment settings:\n  ${parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('\n  ')}`,
  );
}

export const env = parsed.data;
