/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  deployProblems,
  TEST_BUILD_VALUES,
  type DeploySettings,
  type ExportedFile,
} from '@/scripts/deploy/guard';

import { CMS_REPO_PLACEHOLDER } from '@/lib/cms/config';
import { resolveFirebaseSettings } from '@/lib/firebase/config';
import { buildCsp } from '@/lib/security/csp';
import { pageFeatures } from '@/lib/security/page-policy';

const KEY = `AIza${'k'.repeat(35)}`;
const firebase = resolveFirebaseSettings({
  NEXT_PUBLIC_FIREBASE_API_KEY: KEY,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'club-prod',
});
const settings: DeploySettings = {
  firebase,
  siteUrl: 'https://club.example',
  contact: { recaptchaSiteKey: `6Lc${'r'.repeat(37)}`, allowNoRecaptcha: false },
  allowNoEmailJs: false,
  allowNoCmsSignIn: false,
};

function page(route: string, body = ''): ExportedFile {
  const policy = buildCsp({
    scriptHashes: [],
    features: pageFeatures(route),
    settings: { firebase, storageBucket: null, email: true, recaptcha: false },
  });
  return {
    path: route === '/' ? 'index.html' : `${route.slice(1)}index.html`,
    text: `<html><head><meta http-equiv="Content-Security-Policy" content="${policy}"/></head><body>${body}</body></html>`,
  };
}

/** A content manager's configuration that signs organisers in (CMS_AUTH_URL set). */
const SIGNS_IN = '{"backend":{"name":"github","base_url":"https://auth.example"}}';

/** A small export that is fit to publish; each test breaks one thing. */
function goodExport(): ExportedFile[] {
  return [
    page('/'),
    page('/signin/'),
    page('/signup/'),
    {
      path: '_next/static/chunks/app.js',
      text: `init({apiKey:"${KEY}"});fetch("http://localhost")`,
    },
    {
      path: 'sitemap.xml',
      text: '<urlset><url><loc>https://club.example/</loc></url></urlset>',
    },
    {
      path: 'build.json',
      text: JSON.stringify({
        build: 'abc1234',
        builtAt: '2026-11-28T00:00:00.000Z',
        rebuildAt: '2026-11-29T00:00:00.000Z',
        calendars: 'git',
      }),
    },
    { path: 'images/logo.png', text: '' },
    { path: 'images/teams/VC/.gitkeep', text: '' },
    { path: '_img/gallery/cricket/final.4f2a.webp', text: '' },
  ];
}

describe('deployProblems', () => {
  it('passes a production export (the Auth SDK placeholder "http://localhost" is not an origin)', () => {
    expect(deployProblems(goodExport(), settings)).toEqual([]);
  });

  it('refuses an empty out/', () => {
    expect(deployProblems([], settings)).toEqual([
      'out/ holds no site (no index.html): run `npm run build` first',
    ]);
  });

  it('refuses a build that numbered its calendar changes from file times, or cannot say', () => {
    const withClock = (text: string) => [
      ...goodExport().filter((file) => file.path !== 'build.json'),
      { path: 'build.json', text },
    ];
    expect(deployProblems(withClock('{"calendars":"file-time"}'), settings)).toEqual([
      'built without the whole git history (a copy of the folder, or a shallow clone): the calendar files number event changes from file times, and calendar apps would then ignore the changes the next deploy publishes; build in a clone with its whole history (git clone, or git fetch --unshallow in a shallow one)',
    ]);
    expect(deployProblems(withClock('{}'), settings)).toEqual([
      'out/build.json does not say how the calendar files were numbered (calendars: undefined): run `npm run build` again',
    ]);
    expect(
      deployProblems(
        goodExport().filter((file) => file.path !== 'build.json'),
        settings,
      ),
    ).toEqual(['out/build.json is missing or unreadable: run `npm run build` again']);
  });

  it('refuses test hooks and test ids, in one line each', () => {
    const files = [
      ...goodExport(),
      { path: '_next/static/chunks/t.js', text: 'window.__E2E_GOOGLE_IDENTITY__;"service_test"' },
    ];
    expect(deployProblems(files, settings)).toEqual([
      'built for tests: the end-to-end test hooks are compiled in (_next/static/chunks/t.js); build with `npm run build`, not `npm run build:test`',
      'built for tests: the test ids service_test are in _next/static/chunks/t.js',
    ]);
  });

  it('refuses the demo project and any emulator or local origin', () => {
    const demo = { ...settings, firebase: resolveFirebaseSettings({}) };
    const problems = deployProblems(
      [
        ...goodExport(),
        { path: 'a.js', text: 'projectId:"demo-team-sportivo",url:"http://127.0.0.1:9099"' },
        { path: 'b.js', text: 'fetch("http://localhost:3000/api")' },
      ],
      demo,
    );
    expect(problems).toContain(
      'no Firebase project is configured: set NEXT_PUBLIC_FIREBASE_API_KEY and NEXT_PUBLIC_FIREBASE_PROJECT_ID (and the rest) in .env.local, then build again',
    );
    expect(problems).toContain(
      'built for the demo project "demo-team-sportivo" (a.js): sign-in would fail for every visitor',
    );
    expect(problems).toContain(
      'an emulator or local address is in the site: http://127.0.0.1:9099 (a.js)',
    );
    expect(problems).toContain(
      'an emulator or local address is in the site: http://localhost:3000 (b.js)',
    );
  });

  it("allows Decap's local-backend address in its own bundle only, and refuses a CMS set up for local editing", () => {
    const decap = 'const t="http://localhost:8081/api/v1";';
    expect(
      deployProblems(
        [
          ...goodExport(),
          { path: 'admin/decap-cms.js', text: decap },
          { path: 'admin/1077.decap-cms.js', text: decap },
          { path: 'admin/index.html', text: '<html><head></head></html>' },
          { path: 'admin/config.yml', text: SIGNS_IN },
          { path: 'admin/results/config.yml', text: SIGNS_IN },
        ],
        settings,
      ),
    ).toEqual([]);
    expect(
      deployProblems(
        [
          ...goodExport(),
          { path: 'admin/plugin.js', text: decap },
          { path: 'admin/config.yml', text: `{"local_backend":true,${SIGNS_IN.slice(1)}` },
          { path: 'admin/results/config.yml', text: `{"local_backend":true,${SIGNS_IN.slice(1)}` },
        ],
        settings,
      ),
    ).toEqual([
      'the content manager (admin/config.yml) is set up for editing on this computer (local_backend): build with `npm run build`',
      'the content manager (admin/results/config.yml) is set up for editing on this computer (local_backend): build with `npm run build`',
      'an emulator or local address is in the site: http://localhost:8081 (admin/plugin.js)',
    ]);
  });

  it('refuses a content manager with no repository to save to (CMS_GITHUB_REPO unset)', () => {
    const config = (repo: string) =>
      `{"backend":{"name":"github","repo":"${repo}","base_url":"https://auth.example"}}`;
    const withRepo = (repo: string) => [
      ...goodExport(),
      { path: 'admin/config.yml', text: config(repo) },
      { path: 'admin/results/config.yml', text: config(repo) },
    ];
    expect(deployProblems(withRepo('team-sportivo/website'), settings)).toEqual([]);
    expect(deployProblems(withRepo(CMS_REPO_PLACEHOLDER), settings)).toEqual([
      "the content manager (admin/config.yml) has no repository to save to: set CMS_GITHUB_REPO (the club's GitHub repository, e.g. team-sportivo/website) and build again",
      "the content manager (admin/results/config.yml) has no repository to save to: set CMS_GITHUB_REPO (the club's GitHub repository, e.g. team-sportivo/website) and build again",
    ]);
  });

  it('refuses a content manager that signs nobody in (CMS_AUTH_URL unset), naming the opt-out', () => {
    const withConfig = (backend: string) => [
      ...goodExport(),
      { path: 'admin/config.yml', text: `{"backend":{"name":"github",${backend}}}` },
      { path: 'admin/results/config.yml', text: `{"backend":{"name":"github",${backend}}}` },
    ];
    const reason = (file: string) =>
      `the content manager (${file}) cannot sign organisers in: set the variable CMS_AUTH_URL to the club's OAuth client (docs/deploying.md), or, if organisers edit only on their own computers (npm run cms), publish with ALLOW_NO_CMS_SIGN_IN=1`;
    expect(deployProblems(withConfig('"repo":"club/site"'), settings)).toEqual([
      reason('admin/config.yml'),
      reason('admin/results/config.yml'),
    ]);
    // The club's own OAuth client, or Netlify's (Decap's default) found by the Netlify site.
    expect(deployProblems(withConfig('"base_url":"https://auth.example"'), settings)).toEqual([]);
    expect(deployProblems(withConfig('"site_domain":"club.netlify.app"'), settings)).toEqual([]);
    expect(
      deployProblems(withConfig('"repo":"club/site"'), { ...settings, allowNoCmsSignIn: true }),
    ).toEqual([]);
  });

  it('refuses an export built with another project or whose sign-in policy misses the auth domain', () => {
    const other = resolveFirebaseSettings({
      NEXT_PUBLIC_FIREBASE_API_KEY: `AIza${'z'.repeat(35)}`,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'club-other',
    });
    expect(deployProblems(goodExport(), { ...settings, firebase: other })).toEqual([
      'out/ was not built with the configured Firebase project "club-other": run `npm run build` again',
      'signin/index.html: its policy does not allow the configured auth domain https://club-other.firebaseapp.com (Google sign-in would be blocked): run `npm run build` again',
      'signup/index.html: its policy does not allow the configured auth domain https://club-other.firebaseapp.com (Google sign-in would be blocked): run `npm run build` again',
    ]);
  });

  it('refuses pages without a policy, insecure sources and a sitemap of another site', () => {
    const files = goodExport().map((file) =>
      file.path === 'sitemap.xml'
        ? { ...file, text: '<loc>https://team-sportivo.web.app/</loc>' }
        : file.path === 'index.html'
          ? { ...file, text: file.text.replace("connect-src 'self'", "connect-src 'self' http:") }
          : file,
    );
    files.push({ path: 'about/index.html', text: '<html><head></head></html>' });
    expect(deployProblems(files, settings)).toEqual([
      'pages without a Content-Security-Policy (about/index.html): run `npm run build` again',
      'page policies allow the insecure source http: (index.html)',
      'sitemap.xml lists https://team-sportivo.web.app/, not an address of the configured site https://club.example: set NEXT_PUBLIC_SITE_URL and build again',
    ]);
  });
});

describe('deployProblems: uploads', () => {
  const svgWithScript =
    '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/x?"+document.cookie)</script></svg>';

  it('refuses an upper-case .SVG carrying a script and an .html dropped into a picture folder, naming each', () => {
    const files = [
      ...goodExport(),
      { path: 'images/gallery/cricket/team.SVG', text: svgWithScript },
      { path: 'images/Events/x.html', text: '<script>alert(1)</script>' },
      { path: '_img/gallery/cricket/page.htm', text: '' },
    ];
    expect(deployProblems(files, settings)).toEqual([
      'images/gallery/cricket/team.SVG is not a picture: only files ending in .svg, .png, .jpg, .jpeg, .webp, .avif (lower case) may be in images/ and _img/; remove it or rename it, then build again',
      'images/Events/x.html is not a picture: only files ending in .svg, .png, .jpg, .jpeg, .webp, .avif (lower case) may be in images/ and _img/; remove it or rename it, then build again',
      '_img/gallery/cricket/page.htm is not a picture: only files ending in .svg, .png, .jpg, .jpeg, .webp, .avif (lower case) may be in images/ and _img/; remove it or rename it, then build again',
    ]);
  });

  it('refuses hidden files other than a folder keeper, and files with no extension', () => {
    const files = [
      ...goodExport(),
      { path: 'images/.htaccess', text: '' },
      { path: 'images/sponsors/logo', text: '' },
      { path: 'images/sponsors/logo.svg.html', text: '' },
    ];
    expect(deployProblems(files, settings).map((line) => line.split(' ')[0])).toEqual([
      'images/.htaccess',
      'images/sponsors/logo',
      'images/sponsors/logo.svg.html',
    ]);
  });
});

describe('deployProblems: reCAPTCHA', () => {
  const noKey = (allowNoRecaptcha: boolean): DeploySettings => ({
    ...settings,
    contact: { allowNoRecaptcha },
  });

  it('refuses a contact form without reCAPTCHA, naming the key and the opt-out', () => {
    expect(deployProblems(goodExport(), noKey(false))).toEqual([
      'the contact form has no reCAPTCHA: set NEXT_PUBLIC_RECAPTCHA_SITE_KEY (docs/deploying.md), or accept spam with ALLOW_NO_RECAPTCHA=1',
    ]);
  });

  it('passes it when the organisers opted out', () => {
    expect(deployProblems(goodExport(), noKey(true))).toEqual([]);
  });
});

describe('deployProblems: a contact form that sends', () => {
  it('refuses a site without EmailJS, naming the three settings and the opt-out', () => {
    expect(deployProblems(goodExport(), { ...settings, contact: null })).toEqual([
      'the contact form cannot send: set NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID and NEXT_PUBLIC_EMAILJS_TEMPLATE_ID (docs/deploying.md), or publish a contact page that offers "Email us instead" only with ALLOW_NO_EMAILJS=1',
    ]);
  });

  it('passes it when the organisers chose "Email us instead" only (no reCAPTCHA asked then)', () => {
    expect(
      deployProblems(goodExport(), { ...settings, contact: null, allowNoEmailJs: true }),
    ).toEqual([]);
  });
});

describe('a pinned clock', () => {
  it('refuses an export whose pages carry a pinned clock, naming the moment and the fix', () => {
    const files = goodExport();
    const home = files.find((file) => file.path === 'index.html')!;
    home.text = home.text.replace(
      '</head>',
      '<meta name="site-clock-pinned" content="2025-03-20T04:30:00.000Z"/></head>',
    );
    const problems = deployProblems(files, settings);
    expect(problems).toEqual([
      expect.stringContaining(
        'built with a pinned clock (NEXT_PUBLIC_SITE_NOW=2025-03-20T04:30:00.000Z, in index.html)',
      ),
    ]);
    expect(problems[0]).toMatch(/unset NEXT_PUBLIC_SITE_NOW and build again/);
  });

  it('passes the same export on real time', () => {
    expect(deployProblems(goodExport(), settings)).toEqual([]);
  });
});

describe('TEST_BUILD_VALUES', () => {
  it('are exactly the EmailJS ids package.json builds the tests with', () => {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const ids = [...pkg.scripts['build:test']!.matchAll(/NEXT_PUBLIC_EMAILJS_\w+=(\S+)/g)].map(
      (match) => match[1],
    );
    expect(ids.sort()).toEqual([...TEST_BUILD_VALUES].sort());
  });
});
