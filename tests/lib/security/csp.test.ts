/** @jest-environment node */
import { resolveFirebaseSettings } from '@/lib/firebase/config';
import { buildCsp, inlineScripts, parseCsp, type CspSettings } from '@/lib/security/csp';
import { needsDocumentLoad, pageFeatures } from '@/lib/security/page-policy';

const production: CspSettings = {
  firebase: resolveFirebaseSettings({
    NEXT_PUBLIC_FIREBASE_API_KEY: `AIza${'x'.repeat(35)}`,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'club-prod',
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'login.club.example',
  }),
  storageBucket: 'club-prod.firebasestorage.app',
  email: true,
  recaptcha: true,
};
const demo: CspSettings = {
  firebase: resolveFirebaseSettings({}),
  storageBucket: null,
  email: false,
  recaptcha: false,
};

function policyFor(route: string, settings: CspSettings) {
  return parseCsp(
    buildCsp({ scriptHashes: ["'sha256-abc='"], features: pageFeatures(route), settings }),
  );
}

describe('buildCsp', () => {
  it('gives an ordinary page only Firebase Auth and Storage beyond itself', () => {
    const policy = policyFor('/about/', production);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firebasestorage.googleapis.com',
    ]);
    expect(policy.get('img-src')).toContain('https://firebasestorage.googleapis.com');
    expect(policy.get('frame-src')).toEqual(["'none'"]);
  });

  it("allows Google sign-in's script and the configured auth domain on the sign-in pages only", () => {
    for (const route of ['/signin/', '/signup/']) {
      const policy = policyFor(route, production);
      expect(policy.get('script-src')).toContain('https://apis.google.com');
      expect(policy.get('frame-src')).toEqual(['https://login.club.example']);
    }
    expect(policyFor('/', production).get('script-src')).not.toContain('https://apis.google.com');
  });

  it('allows the email service, reCAPTCHA and the map on the contact page only', () => {
    const contact = policyFor('/contact/', production);
    expect(contact.get('connect-src')).toContain('https://api.emailjs.com');
    expect(contact.get('script-src')).toEqual([
      "'self'",
      "'sha256-abc='",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(contact.get('frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'https://www.openstreetmap.org',
    ]);
    expect(policyFor('/about/', production).get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policyFor('/events/', production).get('connect-src')).not.toContain(
      'https://api.emailjs.com',
    );
  });

  it('names only what the build uses: no EmailJS without its ids, no Storage without a bucket', () => {
    const contact = policyFor('/contact/', demo);
    expect(contact.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(contact.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(contact.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
  });

  it('allows reCAPTCHA only with a site key', () => {
    const withoutKey = policyFor('/contact/', { ...production, recaptcha: false });
    expect(withoutKey.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(withoutKey.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
  });

  it('sends the demo project to the Auth emulator and no Google API', () => {
    const signIn = policyFor('/signin/', demo);
    expect(signIn.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(signIn.get('frame-src')).toEqual(['http://127.0.0.1:9099']);
  });
});

describe('inlineScripts', () => {
  it('returns executable inline scripts only', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });

  it('refuses a script of a type it does not know, which the browser may run', () => {
    expect(() => inlineScripts('<script type="text/ecmascript">alert(1)</script>')).toThrow(
      'An inline <script type="text/ecmascript">, which no part of the site writes',
    );
  });
});

describe('page policy', () => {
  it('loads the pages with a policy of their own as whole documents', () => {
    expect(needsDocumentLoad('/signin/')).toBe(true);
    expect(needsDocumentLoad('/contact/?subject=Sponsorship')).toBe(true);
    expect(needsDocumentLoad('/contact')).toBe(true);
    expect(needsDocumentLoad('/events/')).toBe(false);
    expect(needsDocumentLoad('https://example.com/contact/')).toBe(false);
    expect(needsDocumentLoad('//example.com/contact/')).toBe(false);
  });
});
