import { z } from 'zod';

/**
 * Public build-time settings. Next.js inlines each `process.env.NEXT_PUBLIC_*` reference at
 * build time, so every variable is named literally below. Nothing else reads process.env.
 */
const EnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  // EmailJS (contact form). All three or none: lib/contact/settings.ts checks.
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: z.string().trim().min(1).optional(),
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: z.string().trim().min(1).optional(),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: z.string().trim().min(1).optional(),
  // EmailJS switches, all off by default: ms between sends, comma-separated blocked senders.
  NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS: z.coerce.number().int().min(1).optional(),
  NEXT_PUBLIC_EMAILJS_BLOCK_LIST: z.string().trim().min(1).optional(),
  NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: z.enum(['true', 'false']).optional(),
});

const parsed = EnvSchema.safeParse({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || undefined,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY || undefined,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID || undefined,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID || undefined,
  NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS: process.env.NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS || undefined,
  NEXT_PUBLIC_EMAILJS_BLOCK_LIST: process.env.NEXT_PUBLIC_EMAILJS_BLOCK_LIST || undefined,
  NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: process.env.NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS || undefined,
});

if (!parsed.success) {
  throw new Error(
    `Invalid environment settings:\n  ${parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('\n  ')}`,
  );
}

export const env = parsed.data;
