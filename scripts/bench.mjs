#!/usr/bin/env node
/**
 * npm run bench: Lighthouse (mobile, simulated throttling) on every route of the spec, served as
 * `npm start` serves it (the production build in out/, through the Firebase Hosting emulator
 * with firebase.json), three runs each, medians. In the same run it builds and measures a bare
 * Next.js page with the same versions, the framework's own floor, and prints each route's TBT
 * and JavaScript as a ratio to it. Writes bench-results/latest.json and updates the table in
 * README.md between the bench markers.
 *
 * Usage: npm run bench [-- --runs 3] [-- --skip-build]
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const SKIP_BUILD = args.includes('--skip-build');
// The site is served exactly as `npm start` serves it: firebase.json, port 3000.
const SITE_PORT = 3000;
const BARE_PORT = 3101;
const CHROME = existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : undefined;

const routes = JSON.parse(
  execFileSync(
    'npx',
    [
      'tsx',
      '-e',
      "import('./lib/content/routes.ts').then((m) => console.log(JSON.stringify((m.getAllRoutes ?? m.default.getAllRoutes)())))",
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .trim()
    .split('\n')
    .at(-1),
);

function run(cmd, argv, options = {}) {
  execFileSync(cmd, argv, { stdio: 'inherit', ...options });
}

/** The framework floor: one page with a heading, built with this project's own next and react. */
function buildBarePage() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bare-next-'));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(
    path.join(dir, 'app/layout.tsx'),
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><head><title>Bare</title><meta name="description" content="A bare Next.js page" /></head><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(
    path.join(dir, 'app/page.tsx'),
    'export default function Page() {\n  return <main><h1>Hello</h1></main>;\n}\n',
  );
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    "export default { output: 'export', trailingSlash: true };\n",
  );
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'esnext'],
        strict: true,
        noEmit: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        skipLibCheck: true,
        isolatedModules: true,
        esModuleInterop: true,
        plugins: [{ name: 'next' }],
      },
      include: ['**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    }),
  );
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  run(path.join(dir, 'node_modules/.bin/next'), ['build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  // Served exactly like the site: the Hosting emulator, with the same caching rules.
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  config.hosting.public = 'out';
  config.emulators = {
    hosting: { host: '127.0.0.1', port: BARE_PORT },
    hub: { port: 4411 },
    logging: { port: 4511 },
    ui: { enabled: false },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config));
  return dir;
}

function startHosting(cwd, port, project, only = 'hosting') {
  const child = spawn(
    path.join(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', only, '--project', project],
    {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`hosting on ${port} did not start`)), 60_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('All emulators ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`hosting on ${port} exited with ${code}`)));
  });
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits;
    // Bytes on the wire, from the network log (resource-summary has no details in Lighthouse 13).
    const requests = audits['network-requests'].details?.items ?? [];
    const bytes = (type) =>
      requests
        .filter((request) => type === 'total' || request.resourceType === type)
        .reduce((total, request) => total + (request.transferSize ?? 0), 0);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      jsBytes: bytes('Script'),
      totalBytes: bytes('total'),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Waits, once before the first run, until the machine has settled after the build (1-minute
 * load average under 1, at most 3 minutes): Lighthouse's simulated throttling scales the task
 * times it observes, so a machine still busy inflates TBT. Linux only; elsewhere it returns.
 */
async function settle() {
  for (let waited = 0; waited < 180; waited += 5) {
    let load = 0;
    try {
      load = Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
    } catch {
      return;
    }
    if (load < 1) return;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  console.warn('the machine stayed busy: Lighthouse results may be inflated');
}

async function measure(url) {
  const runs = [];
  for (let index = 0; index < RUNS; index += 1) {
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART); such a run is repeated.
    for (let attempt = 1; ; attempt += 1) {
      try {
        runs.push(await audit(url));
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        console.warn(`retrying ${url}: ${error.message}`);
      }
    }
  }
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((entry) => entry[key]))]),
  );
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  if (!SKIP_BUILD) run('npm', ['run', 'build'], { cwd: root });
  const bareDir = buildBarePage();
  // With the Auth emulator too, as npm start runs it (the sign-in pages talk to it).
  const site = await startHosting(root, SITE_PORT, 'demo-team-sportivo', 'hosting,auth');
  const bare = await startHosting(bareDir, BARE_PORT, 'demo-bare');
  try {
    await settle();
    console.log(`Lighthouse, mobile, simulated throttling, ${RUNS} runs per page (medians)`);
    const floor = await measure(`http://127.0.0.1:${BARE_PORT}/`);
    const results = [];
    for (const route of routes) {
      const result = await measure(`http://127.0.0.1:${SITE_PORT}${route}`);
      results.push({
        route,
        ...result,
        tbtRatio: floor.tbt ? result.tbt / floor.tbt : null,
        jsRatio: result.jsBytes / floor.jsBytes,
      });
      console.log(route, JSON.stringify(result));
    }
    const header =
      '| Route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS | Total | TBT / bare | JS / bare |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|';
    const row = (name, r) =>
      `| ${name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} | ${r.tbtRatio == null ? '-' : r.tbtRatio.toFixed(2)} | ${r.jsRatio == null ? '-' : r.jsRatio.toFixed(2)} |`;
    const table = [
      header,
      row('bare Next.js page', { ...floor, tbtRatio: 1, jsRatio: 1 }),
      ...results.map((r) => row(`\`${r.route}\``, r)),
    ].join('\n');
    console.log(`\n${table}\n`);
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    const date = new Date().toISOString().slice(0, 10);
    writeFileSync(
      path.join(root, 'bench-results/latest.json'),
      `${JSON.stringify({ date, runs: RUNS, floor, results }, null, 2)}\n`,
    );
    const readmePath = path.join(root, 'README.md');
    const readme = readFileSync(readmePath, 'utf8');
    const block = `<!-- bench:start -->\nMeasured ${date} on the project machine (2 cores), ${RUNS} runs per page, medians.\n\n${table}\n<!-- bench:end -->`;
    if (readme.includes('<!-- bench:start -->')) {
      writeFileSync(
        readmePath,
        readme.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, block),
      );
    }
  } finally {
    site.kill('SIGINT');
    bare.kill('SIGINT');
    rmSync(bareDir, { recursive: true, force: true });
  }
}

await main();
