import { z } from 'zod';

/**
 * The schema of the public build-time settings. It runs once, when next.config.ts loads, so a
 * bad value stops the build with a clear message; the browser bundle never carries zod.
 */
const optional = z.string().trim().min(1).optional();

export const EnvSchema = z
  .object({
    NEXT_PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    NEXT_PUBLIC_FIREBASE_API_KEY: optional,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: optional,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: optional,
    NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: optional,
    NEXT_PUBLIC_FIREBASE_APP_ID: optional,
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL: z.url({ protocol: /^https?$/ }).optional(),
    NEXT_PUBLIC_AUTH_SYNC_URL: optional,
    NEXT_PUBLIC_E2E_HOOKS: z.enum(['0', '1']).optional(),
    // Pins where the site's clock starts (lib/clock/build.ts), for tests and previews: an ISO
    // date-time with its zone, like 2025-03-20T10:00:00+05:30. Unset: the real time.
    NEXT_PUBLIC_SITE_NOW: z.iso
      .datetime({
        offset: true,
        error: 'must be a date-time with its zone, like 2025-03-20T10:00:00+05:30',
      })
      .optional(),
    // EmailJS (contact form): all three or none (lib/contact/settings.ts checks too).
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: optional,
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: optional,
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: optional,
    // EmailJS switches: ms between sends from one browser (default 60000, 0 turns it off),
    // comma-separated blocked senders, refusing automated browsers (both off by default).
    NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS: z.coerce.number().int().min(0).optional(),
    NEXT_PUBLIC_EMAILJS_BLOCK_LIST: optional,
    NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: z.enum(['true', 'false']).optional(),
    // Google reCAPTCHA v2 ("I'm not a robot") site key, checked by EmailJS (lib/contact/recaptcha.ts).
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: z
      .string()
      .trim()
      .regex(/^[\w-]{20,100}$/, 'a reCAPTCHA site key is 20-100 letters, digits, _ or -')
      .optional(),
  })
  .superRefine((env, ctx) => {
    // A half-configured project would quietly fall back to the demo project and the emulator.
    const project = [
      'NEXT_PUBLIC_FIREBASE_API_KEY',
      'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
      'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
      'NEXT_PUBLIC_FIREBASE_APP_ID',
    ] as const;
    const real = project.some((key) => env[key]);
    for (const key of project.slice(0, 2)) {
      if (real && !env[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message:
            'required once any Firebase project setting is set (or leave them all empty for the demo project)',
        });
      }
    }
    if (real && env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL'],
        message:
          'only for the demo project: a build with real Firebase settings never uses an emulator',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/** Empty values count as unset. */
export function pickPublicEnv(
  source: Record<string, string | undefined>,
): Record<keyof Env, string | undefined> {
  const keys = Object.keys(EnvSchema.shape) as (keyof Env)[];
  return Object.fromEntries(keys.map((key) => [key, source[key]?.trim() || undefined])) as Record<
    keyof Env,
    string | undefined
  >;
}

/** Throws one error listing every invalid setting. */
export function validateEnv(source: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.safeParse(pickPublicEnv(source));
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment settings:\n  ${lines.join('\n  ')}`);
}
