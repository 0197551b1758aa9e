/**
 * Realistic but fictional production settings: the shapes a real Firebase project, EmailJS
 * account and site address have, with values that belong to nobody. The production-shaped test
 * run (scripts/test-production.ts) writes them into a throwaway copy's .env.local and builds
 * there as an organiser would.
 */
export const PRODUCTION_SETTINGS = {
  NEXT_PUBLIC_SITE_URL: 'https://www.sportivo-club.example',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaSyC0fictionalKeyForSportivoTests123',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'sportivo-example.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'sportivo-example',
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: 'sportivo-example.firebasestorage.app',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123456789012:web:0a1b2c3d4e5f60718293a4',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'Xy3kPq9LmN2vB7tRw',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_k2x9q4m',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_p7w3z1c',
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '6LcFictionalSiteKeyForSportivoTests000AB',
  // The repository the content manager at /admin/ saves to (the workflow sets it by itself).
  CMS_GITHUB_REPO: 'sportivo-example/website',
  // The OAuth client that signs organisers in with GitHub: a Cloud Function, under a path.
  CMS_AUTH_URL: 'https://europe-west1-sportivo-example.cloudfunctions.net/cmsAuth',
} as const;

/** The settings as the lines of a .env file. */
export function envFileText(settings: Record<string, string> = PRODUCTION_SETTINGS): string {
  return `${Object.entries(settings)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n')}\n`;
}
