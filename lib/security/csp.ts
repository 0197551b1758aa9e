import { RECAPTCHA_CSP_SOURCES } from '@/lib/contact/recaptcha';
import type { FirebaseSettings } from '@/lib/firebase/config';

/** The text of every inline, executable <script> in an HTML document, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (
      type &&
      type !== 'text/javascript' &&
      type !== 'module' &&
      type !== 'application/javascript'
    )
      continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

export type CspInput = { scriptHashes: string[]; settings: FirebaseSettings };

/** The page policy: only the origins the site really uses. */
export function buildCsp({ scriptHashes, settings }: CspInput): string {
  const emulator = settings.authEmulatorUrl ? [settings.authEmulatorUrl] : [];
  const authDomain = `https://${settings.options.authDomain}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // apis.google.com: the Auth SDK's Google sign-in popup helper.
    // reCAPTCHA (contact form): for now on every page; issue 13 limits it to /contact/.
    'script-src': [
      "'self'",
      ...scriptHashes,
      'https://apis.google.com',
      ...RECAPTCHA_CSP_SOURCES['script-src'],
    ],
    // Inline style attributes (next/image, sonner) are allowed; inline scripts are not.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://firebasestorage.googleapis.com'],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      'https://api.emailjs.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firebasestorage.googleapis.com',
      ...RECAPTCHA_CSP_SOURCES['connect-src'],
      ...emulator,
    ],
    'frame-src': [
      authDomain,
      'https://www.openstreetmap.org',
      ...RECAPTCHA_CSP_SOURCES['frame-src'],
    ],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
