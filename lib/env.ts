import { z } from 'zod';

/**
 * Public build-time settings. Next.js inlines each `process.env.NEXT_PUBLIC_*` reference at
 * build time, so every variable is named literally below. Nothing else reads process.env.
 */
const EnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
});

const parsed = EnvSchema.safeParse({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || undefined,
});

if (!parsed.success) {
  throw new Error(
    `Invalid environment settings:\n  ${parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('\n  ')}`,
  );
}

export const env = parsed.data;
