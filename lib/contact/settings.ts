import { env } from '@/lib/env';

/** What the contact form needs to send through EmailJS. Public values: they ship to the browser. */
export type EmailSettings = {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Refuse to send from automated browsers (EmailJS answers 451). Off by default. */
  blockHeadless: boolean;
  /** Minimum time between two sends from one browser, in ms; undefined = no limit. */
  limitRateMs?: number;
  /** Sender addresses EmailJS refuses (403); empty = no block list. */
  blockList: string[];
  /** Google reCAPTCHA v2 site key: the form shows "I'm not a robot" and sends its token. */
  recaptchaSiteKey?: string;
};

/** EmailJS's per-browser rate limit unless NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS says otherwise. */
export const DEFAULT_LIMIT_RATE_MS = 60_000;

type EmailEnv = Pick<
  typeof env,
  | 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'
  | 'NEXT_PUBLIC_EMAILJS_SERVICE_ID'
  | 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'
  | 'NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS'
  | 'NEXT_PUBLIC_EMAILJS_BLOCK_LIST'
  | 'NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS'
  | 'NEXT_PUBLIC_RECAPTCHA_SITE_KEY'
>;

/**
 * The EmailJS settings from the NEXT_PUBLIC_EMAILJS_* variables, or null when none is set.
 * Setting only some of the three fails the build rather than shipping a form that cannot send.
 */
export function getEmailSettings(source: EmailEnv = env): EmailSettings | null {
  const publicKey = source.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;
  const serviceId = source.NEXT_PUBLIC_EMAILJS_SERVICE_ID;
  const templateId = source.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID;
  if (!publicKey && !serviceId && !templateId) return null;
  if (!publicKey || !serviceId || !templateId) {
    throw new Error(
      'Invalid environment settings: set all three of NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID and NEXT_PUBLIC_EMAILJS_TEMPLATE_ID, or none of them.',
    );
  }
  return {
    publicKey,
    serviceId,
    templateId,
    blockHeadless: source.NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS === 'true',
    // 0 turns the limit off; unset means the default.
    limitRateMs: (source.NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS ?? DEFAULT_LIMIT_RATE_MS) || undefined,
    blockList: (source.NEXT_PUBLIC_EMAILJS_BLOCK_LIST ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    recaptchaSiteKey: source.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
  };
}
