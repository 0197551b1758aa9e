import { SITE_CLOCK_META } from '@/lib/clock/build';
import { CMS_REPO_PLACEHOLDER } from '@/lib/cms/config';
import { DEMO_PROJECT_ID, type FirebaseSettings } from '@/lib/firebase/config';
import { PICTURE_EXTENSIONS, strayFilesInPictureFolders } from '@/lib/images/picture-files';
import { parseCsp } from '@/lib/security/csp';
import { PAGE_FEATURES } from '@/lib/security/page-policy';

/**
 * The deploy guard: what makes an exported site unfit to publish. `npm run check:deploy` runs it
 * over out/ with the settings the build reads (scripts/check-deploy.ts); firebase.json's
 * predeploy runs that before every `firebase deploy`. Pure functions over file texts.
 */

/** One exported file: its path inside out/ ("signin/index.html") and its text. */
export type ExportedFile = { path: string; text: string };

export type DeploySettings = {
  firebase: FirebaseSettings;
  /** The configured site address (canonical links, sitemap), without a trailing slash. */
  siteUrl: string;
  /**
   * The contact form, or null when EmailJS is not set up (then no form sends anything).
   * `allowNoRecaptcha`: the organisers' documented opt-out, ALLOW_NO_RECAPTCHA=1.
   */
  contact: { recaptchaSiteKey?: string; allowNoRecaptcha: boolean } | null;
  /**
   * With no contact form (`contact` null): the organisers' documented opt-out, ALLOW_NO_EMAILJS=1,
   * to publish a contact page that offers "Email us instead" only.
   */
  allowNoEmailJs: boolean;
  /**
   * The organisers' documented opt-out, ALLOW_NO_CMS_SIGN_IN=1: a site whose /admin/ signs nobody
   * in (no OAuth client, CMS_AUTH_URL), for a club whose organisers edit with `npm run cms` only.
   */
  allowNoCmsSignIn: boolean;
};

/** The setting with which organisers accept a contact form without reCAPTCHA (docs/deploying.md). */
export const ALLOW_NO_RECAPTCHA = 'ALLOW_NO_RECAPTCHA';
/** The setting with which organisers publish the contact page without a form that sends. */
export const ALLOW_NO_EMAILJS = 'ALLOW_NO_EMAILJS';
/** The setting with which organisers publish a content manager that signs nobody in. */
export const ALLOW_NO_CMS_SIGN_IN = 'ALLOW_NO_CMS_SIGN_IN';

/**
 * Whether organisers opted out with `name` (one of the ALLOW_NO_* settings above) set to 1: not
 * build settings, read by the guard and said by the build's CMS step (.env files count).
 */
export const optedOut = (
  name: string,
  source: Record<string, string | undefined> = process.env,
): boolean => source[name]?.trim() === '1';

/**
 * The fictional values `npm test` builds with (package.json `build:test`): EmailJS ids the tests
 * answer themselves. tests/scripts/deploy/guard.test.ts keeps this list equal to package.json's.
 */
export const TEST_BUILD_VALUES = ['test-public-key', 'service_test', 'template_test'] as const;

/** The names the test hooks put in a bundle (lib/testing/e2e-hooks.ts). */
const TEST_HOOK_MARKER = '__E2E_';

/**
 * An address of this machine with a port or a path: an emulator, a dev server. The Firebase Auth
 * SDK itself carries the bare placeholder "http://localhost" (the requestUri it sends with a
 * Google credential); a bare host with neither port nor path is that placeholder, not an origin
 * the site talks to.
 */
const LOCAL_ORIGIN =
  /\b(?:https?:)?\/\/(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])(?::\d+|\/[\w/-])/g;

/**
 * Decap CMS's own bundle (served at /admin/) carries the address of its local backend,
 * http://localhost:8081, which it contacts only when the CMS itself runs on localhost with
 * `local_backend` in its configuration: vendor code, not an origin the deployed site uses.
 */
export const CMS_BUNDLE = /^admin\/(?:\d+\.)?decap-cms\.js$/;
const CMS_LOCAL_BACKEND = 'http://localhost:8081';
/** The CMS configurations: the content manager's and the results editor's. */
export const CMS_CONFIG = /^admin\/(?:.+\/)?config\.yml$/;

/** Files the guard reads as text. */
export const TEXT_FILE = /\.(html|js|mjs|css|txt|json|xml|ics|webmanifest|map|svg|yml)$/;

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/;

function firstFiles(files: ExportedFile[], test: (text: string) => boolean): string {
  const found = files.filter((file) => test(file.text)).map((file) => file.path);
  if (found.length === 0) return '';
  return found.length === 1 ? found[0]! : `${found[0]} and ${found.length - 1} more`;
}

/** Every reason not to deploy `files`, one line each; empty when the export is fit to publish. */
export function deployProblems(files: ExportedFile[], settings: DeploySettings): string[] {
  const problems: string[] = [];
  const { firebase } = settings;
  const texts = files.filter((file) => TEXT_FILE.test(file.path));

  if (!files.some((file) => file.path === 'index.html')) {
    return ['out/ holds no site (no index.html): run `npm run build` first'];
  }

  const hooks = firstFiles(texts, (text) => text.includes(TEST_HOOK_MARKER));
  if (hooks) {
    problems.push(
      `built for tests: the end-to-end test hooks are compiled in (${hooks}); build with \`npm run build\`, not \`npm run build:test\``,
    );
  }
  const testIds = TEST_BUILD_VALUES.filter((value) =>
    texts.some((file) => file.text.includes(value)),
  );
  if (testIds.length > 0) {
    const where = firstFiles(texts, (text) => testIds.some((value) => text.includes(value)));
    problems.push(`built for tests: the test ids ${testIds.join(', ')} are in ${where}`);
  }

  if (firebase.authEmulatorUrl || firebase.options.projectId.startsWith('demo-')) {
    problems.push(
      'no Firebase project is configured: set NEXT_PUBLIC_FIREBASE_API_KEY and NEXT_PUBLIC_FIREBASE_PROJECT_ID (and the rest) in .env.local, then build again',
    );
  }
  const demo = firstFiles(texts, (text) => text.includes(DEMO_PROJECT_ID));
  if (demo) {
    problems.push(
      `built for the demo project "${DEMO_PROJECT_ID}" (${demo}): sign-in would fail for every visitor`,
    );
  }

  const local = new Map<string, string>();
  for (const file of texts) {
    for (const match of file.text.matchAll(LOCAL_ORIGIN)) {
      if (CMS_BUNDLE.test(file.path) && match[0] === CMS_LOCAL_BACKEND) continue;
      if (!local.has(match[0])) local.set(match[0], file.path);
    }
  }
  // The content manager (admin/config.yml) and the results editor (admin/results/config.yml).
  for (const config of files.filter((file) => CMS_CONFIG.test(file.path))) {
    if (config.text.includes('local_backend')) {
      problems.push(
        `the content manager (${config.path}) is set up for editing on this computer (local_backend): build with \`npm run build\``,
      );
    }
    // Signed in through the club's OAuth client (base_url, from CMS_AUTH_URL), or Netlify's, which
    // is Decap's default and finds the club's GitHub app by site_domain. With neither, Decap asks
    // Netlify for a site named after the site's own address, which has no GitHub app.
    const signsIn = config.text.includes('"base_url"') || config.text.includes('"site_domain"');
    if (!signsIn && !settings.allowNoCmsSignIn) {
      problems.push(
        `the content manager (${config.path}) cannot sign organisers in: set the variable CMS_AUTH_URL to the club's OAuth client (docs/deploying.md), or, if organisers edit only on their own computers (npm run cms), publish with ${ALLOW_NO_CMS_SIGN_IN}=1`,
      );
    }
    if (config.text.includes(`"${CMS_REPO_PLACEHOLDER}"`)) {
      problems.push(
        `the content manager (${config.path}) has no repository to save to: set CMS_GITHUB_REPO (the club's GitHub repository, e.g. team-sportivo/website) and build again`,
      );
    }
  }
  for (const [origin, where] of local) {
    problems.push(`an emulator or local address is in the site: ${origin} (${where})`);
  }

  if (!firebase.authEmulatorUrl) {
    const apiKey = firebase.options.apiKey;
    if (!texts.some((file) => file.text.includes(apiKey))) {
      problems.push(
        `out/ was not built with the configured Firebase project "${firebase.options.projectId}": run \`npm run build\` again`,
      );
    }
    const authFrame = `https://${firebase.options.authDomain}`;
    for (const route of Object.keys(PAGE_FEATURES)) {
      const features: readonly string[] = PAGE_FEATURES[route as keyof typeof PAGE_FEATURES];
      if (!features.includes('google-sign-in')) continue;
      const path = `${route.slice(1)}index.html`;
      const page = files.find((file) => file.path === path);
      const policy = page && CSP_META.exec(page.text)?.[1];
      if (policy && !parseCsp(policy).get('frame-src')?.includes(authFrame)) {
        problems.push(
          `${path}: its policy does not allow the configured auth domain ${authFrame} (Google sign-in would be blocked): run \`npm run build\` again`,
        );
      }
    }
  }

  // The content manager's page has its policy in firebase.json (a header): Decap needs its own.
  // A page in a picture folder is refused as a stray file below, not as a page.
  const strays = new Set(strayFilesInPictureFolders(files.map((file) => file.path)));
  const pages = files.filter(
    (file) =>
      file.path.endsWith('.html') && !file.path.startsWith('admin/') && !strays.has(file.path),
  );
  const unprotected = firstFiles(pages, (text) => !CSP_META.test(text));
  if (unprotected) {
    problems.push(
      `pages without a Content-Security-Policy (${unprotected}): run \`npm run build\` again`,
    );
  }
  const insecure = new Set(
    pages.flatMap((page) =>
      [...parseCsp(CSP_META.exec(page.text)?.[1] ?? '').values()]
        .flat()
        .filter((source) => /^http:/i.test(source)),
    ),
  );
  if (insecure.size > 0) {
    const where = firstFiles(pages, (text) =>
      [...insecure].some((source) => text.includes(source)),
    );
    problems.push(`page policies allow the insecure source ${[...insecure].join(', ')} (${where})`);
  }

  // Uploads can never become code: the picture folders hold pictures and nothing else.
  for (const stray of strays) {
    problems.push(
      `${stray} is not a picture: only files ending in ${PICTURE_EXTENSIONS.map((ext) => `.${ext}`).join(', ')} (lower case) may be in images/ and _img/; remove it or rename it, then build again`,
    );
  }

  // Without EmailJS the contact form cannot send (the page says so and offers the club's
  // address): not the product, unless the organisers chose it.
  if (!settings.contact && !settings.allowNoEmailJs) {
    problems.push(
      `the contact form cannot send: set NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID and NEXT_PUBLIC_EMAILJS_TEMPLATE_ID (docs/deploying.md), or publish a contact page that offers "Email us instead" only with ${ALLOW_NO_EMAILJS}=1`,
    );
  }

  // A contact form without reCAPTCHA lets a robot post to EmailJS directly, past every check
  // that lives in the browser.
  if (
    settings.contact &&
    !settings.contact.recaptchaSiteKey &&
    !settings.contact.allowNoRecaptcha
  ) {
    problems.push(
      `the contact form has no reCAPTCHA: set NEXT_PUBLIC_RECAPTCHA_SITE_KEY (docs/deploying.md), or accept spam with ${ALLOW_NO_RECAPTCHA}=1`,
    );
  }

  problems.push(...pinnedClockProblems(files));
  problems.push(...calendarProblems(files));

  const sitemap = files.find((file) => file.path === 'sitemap.xml');
  if (!sitemap) {
    problems.push('out/ has no sitemap.xml: run `npm run build` again');
  } else {
    const foreign = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)]
      .map((match) => match[1] ?? '')
      .find((url) => !url.startsWith(`${settings.siteUrl}/`));
    if (foreign) {
      problems.push(
        `sitemap.xml lists ${foreign}, not an address of the configured site ${settings.siteUrl}: set NEXT_PUBLIC_SITE_URL and build again`,
      );
    }
  }
  return problems;
}

/** The <meta> a build with a pinned clock puts in every page (app/layout.tsx). */
const PINNED_CLOCK = new RegExp(`<meta name="${SITE_CLOCK_META}" content="([^"]*)"`);

/**
 * A build whose clock is pinned (NEXT_PUBLIC_SITE_NOW) shows that day, not today: its
 * registrations, "on now" and past events would be wrong for every visitor.
 */
export function pinnedClockProblems(files: ExportedFile[]): string[] {
  const pages = files.filter((file) => file.path.endsWith('.html'));
  const pinned = pages.map((page) => PINNED_CLOCK.exec(page.text)?.[1]).find(Boolean);
  if (!pinned) return [];
  const where = firstFiles(pages, (text) => PINNED_CLOCK.test(text));
  return [
    `built with a pinned clock (NEXT_PUBLIC_SITE_NOW=${pinned}, in ${where}): the pages show that moment, not today; unset NEXT_PUBLIC_SITE_NOW and build again`,
  ];
}

/**
 * A build made without git history (a downloaded ZIP, a copy of the folder) numbers each event's
 * calendar changes (SEQUENCE) from its file's time, millions above the count from history that
 * the next deploy from git publishes: a calendar app that took the big number ignores every later
 * change of that event. out/build.json says which the build used (app/build.json/route.ts).
 */
export function calendarProblems(files: ExportedFile[]): string[] {
  const clock = files.find((file) => file.path === 'build.json');
  let calendars: unknown;
  try {
    calendars = (JSON.parse(clock?.text ?? '') as { calendars?: unknown }).calendars;
  } catch {
    return ['out/build.json is missing or unreadable: run `npm run build` again'];
  }
  if (calendars === 'git') return [];
  return [
    calendars === 'file-time'
      ? 'built without the whole git history (a copy of the folder, or a shallow clone): the calendar files number event changes from file times, and calendar apps would then ignore the changes the next deploy publishes; build in a clone with its whole history (git clone, or git fetch --unshallow in a shallow one)'
      : `out/build.json does not say how the calendar files were numbered (calendars: ${JSON.stringify(calendars)}): run \`npm run build\` again`,
  ];
}
