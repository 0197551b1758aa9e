import { RECAPTCHA_CSP_SOURCES } from '@/lib/contact/recaptcha';
import type { FirebaseSettings } from '@/lib/firebase/config';

import type { CspFeature } from './page-policy';

/** Script types the browser runs (no type is JavaScript too). */
const EXECUTABLE = new Set(['text/javascript', 'module', 'application/javascript']);
/** Script types that only carry data, which the policy need not allow. */
const DATA = new Set(['application/ld+json', 'application/json']);

/**
 * The text of every inline, executable <script> in an HTML document, as the browser hashes it.
 * A script of any other type fails: the browser runs several more (text/ecmascript, …), and one
 * this step neither allowed nor knew about would mean markup reached the page that no code of
 * ours wrote.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && DATA.has(type)) continue;
    if (type && !EXECUTABLE.has(type)) {
      throw new Error(`An inline <script type="${type}">, which no part of the site writes`);
    }
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** What a build uses, as far as the page policy is concerned. */
export type CspSettings = {
  firebase: FirebaseSettings;
  /** The Storage bucket whose pictures override the bundled ones, if any. */
  storageBucket: string | null;
  /** Whether the contact form sends through EmailJS (its three ids are set). */
  email: boolean;
  /** Whether the contact form can show Google's reCAPTCHA (a site key, or a test build). */
  recaptcha: boolean;
};

export type CspInput = {
  scriptHashes: string[];
  /** What this page needs beyond the base policy (lib/security/page-policy.ts). */
  features: readonly CspFeature[];
  settings: CspSettings;
};

const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

/**
 * The page policy: the origins this build really uses, and on each page only those the page
 * needs. Every page may talk to Firebase Auth (the header signs a returning visitor in or out),
 * to Storage when a bucket is set (pictures can be overridden on most pages, and pages reach
 * each other by client-side navigation, which keeps the first page's policy). Google sign-in's
 * script and frame, the email service, reCAPTCHA and the map are allowed only on the pages that
 * use them.
 */
export function buildCsp({ scriptHashes, features, settings }: CspInput): string {
  const { firebase, storageBucket } = settings;
  // The Auth emulator answers every Auth call of the demo project; real projects use Google's APIs.
  const authApi = firebase.authEmulatorUrl
    ? [firebase.authEmulatorUrl]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  const storage = storageBucket ? [STORAGE_ORIGIN] : [];
  const uses = (feature: CspFeature) => features.includes(feature);
  const googleSignIn = uses('google-sign-in');
  const authFrame = firebase.authEmulatorUrl ?? `https://${firebase.options.authDomain}`;
  const recaptcha = uses('recaptcha') && settings.email && settings.recaptcha;
  const captcha = (directive: keyof typeof RECAPTCHA_CSP_SOURCES) =>
    recaptcha ? RECAPTCHA_CSP_SOURCES[directive] : [];
  const frames = [
    ...(googleSignIn ? [authFrame] : []),
    ...captcha('frame-src'),
    ...(uses('map') ? ['https://www.openstreetmap.org'] : []),
  ];

  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // apis.google.com: the Auth SDK's helper for the Google sign-in popup.
    'script-src': [
      "'self'",
      ...scriptHashes,
      ...(googleSignIn ? ['https://apis.google.com'] : []),
      ...captcha('script-src'),
    ],
    // Inline style attributes (sonner, image frames) are allowed; inline scripts are not.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...storage],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...authApi,
      ...storage,
      ...(uses('email') && settings.email ? ['https://api.emailjs.com'] : []),
      ...captcha('connect-src'),
    ],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'manifest-src': ["'self'"],
    // The site's own service worker (out/sw.js), and nothing else.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Parses a policy into its directives (names lower-cased, sources in order). */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
