/**
 * npm run bench: two ways of loading the stylesheet, measured side by side in one run, between
 * the framework's floor and the content's.
 *
 * - "shipped": the build as it is (`npm run build`, out/): each page's critical CSS inline, the
 *   site stylesheet after the first paint (lib/build/critical-css.ts).
 * - "linked": the same export with Next's render-blocking stylesheet <link> put back
 *   (scripts/bench/linked-stylesheet.ts), the build without its critical-CSS step.
 * - "bare": a bare Next.js page built with the same versions, the framework's own floor.
 * - "content only": the same export with every script taken out (scripts/bench/content-only.ts),
 *   each page's content as plain HTML and CSS: how soon this content can show at all
 *   (Lighthouse only; it never responds, having no scripts).
 *
 * Each is served as `npm start` serves the site (the Firebase Hosting emulator with
 * firebase.json) and measured per route, the strategies interleaved, with:
 * - Lighthouse (mobile, simulated throttling): performance, LCP, TBT, CLS, JavaScript bytes;
 * - the slow phone (scripts/perf/slow-phone.ts, the profile and browser of
 *   e2e/slow-phone.spec.ts): when the page first paints and when it responds (React attached),
 *   with the visitor still and with the visitor scrolling right after the first paint.
 * It prints the medians side by side with the targets, writes bench-results/latest.json and,
 * for a run over every route, the table in docs/performance.md between the bench markers.
 *
 * Usage: npm run bench -- [--runs 3] [--skip-build] [--routes / /events/]
 *        npm run bench -- --report-only   (the last run's measurements, reported again)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

import { DEBIAN_CHROMIUM } from '../e2e/support/chromium';
import { htmlFiles } from '../lib/build/out-files';
import { getAllRoutes } from '../lib/content/routes';
import { buildBarePage } from './bench/bare-page';
import { withoutScripts } from './bench/content-only';
import { audit, lighthouseBrowserName, lighthouseVersion, type Audit } from './bench/lighthouse';
import { withLinkedStylesheet } from './bench/linked-stylesheet';
import { launchPhone, measurePhone, phoneBrowserName, type PhoneRun } from './bench/phone';
import { formatReport, type Measured, type ReportInput, type StrategyName } from './bench/report';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const RUNS = Number(option('--runs')) || 3;
const SKIP_BUILD = args.includes('--skip-build');
// Lighthouse runs in Debian's full Chromium, in the headless mode Lighthouse supports (the phone
// runs in the journeys' browser, scripts/bench/phone.ts); without it, in the Chrome
// chrome-launcher finds.
const chromePath = existsSync(DEBIAN_CHROMIUM.chromium) ? DEBIAN_CHROMIUM.chromium : undefined;

/** The routes to measure: every route, or those after --routes. */
function chosenRoutes(): string[] {
  const all = getAllRoutes();
  const index = args.indexOf('--routes');
  if (index === -1) return all;
  const rest = args.slice(index + 1);
  const end = rest.findIndex((arg) => arg.startsWith('--'));
  const chosen = end === -1 ? rest : rest.slice(0, end);
  const unknown = chosen.filter((route) => !all.includes(route));
  if (chosen.length === 0 || unknown.length > 0) {
    throw new Error(`--routes takes routes of the site, e.g. / /events/; unknown: ${unknown}`);
  }
  return chosen;
}

/** A copy of out/ with every page rewritten by `rewrite`. */
function buildCopy(name: string, rewrite: (html: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  const out = path.join(dir, 'out');
  cpSync(path.join(root, 'out'), out, { recursive: true });
  for (const file of htmlFiles(out)) {
    writeFileSync(file, rewrite(readFileSync(file, 'utf8')));
  }
  return dir;
}

/** Serves `dir`/out (or the site itself) with the Hosting emulator and firebase.json's rules. */
function serve(dir: string, port: number, emulatorPorts: { hub: number; logging: number }) {
  if (dir !== root) {
    const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
    config.hosting.public = 'out';
    config.emulators = {
      hosting: { host: '127.0.0.1', port },
      hub: { port: emulatorPorts.hub },
      logging: { port: emulatorPorts.logging },
      ui: { enabled: false },
    };
    writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config));
  }
  // The site runs with the Auth emulator, as npm start runs it (the sign-in pages talk to it).
  const only = dir === root ? 'hosting,auth' : 'hosting';
  const child = spawn(
    path.join(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', only, '--project', `demo-bench-${port}`],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  return new Promise<ChildProcess>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`hosting on ${port} did not start`)), 60_000);
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('All emulators ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`hosting on ${port} exited with ${code}`)));
  });
}

/**
 * Waits, once before the first run, until the machine has settled after the build (1-minute
 * load average under 1, at most 3 minutes): both Lighthouse's simulated throttling and the
 * phone's CPU throttling scale the task times they observe.
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
  console.warn('the machine stayed busy: the timings may be inflated');
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run is repeated. */
async function withRetries<T>(what: string, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`retrying ${what}: ${(error as Error).message}`);
    }
  }
}

async function main() {
  const routes = chosenRoutes();
  if (!SKIP_BUILD) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  // Next's stylesheet <link> back in every page (the critical CSS undone).
  const linkedDir = buildCopy('linked', withLinkedStylesheet);
  const contentDir = buildCopy('content-only', withoutScripts);
  const bareDir = buildBarePage(root);
  const origins: Record<StrategyName, string> = {
    shipped: 'http://127.0.0.1:3000',
    linked: 'http://127.0.0.1:3102',
  };
  const servers: ChildProcess[] = [];
  let phone: Browser | undefined;
  try {
    servers.push(await serve(root, 3000, { hub: 4400, logging: 4500 }));
    servers.push(await serve(linkedDir, 3102, { hub: 4412, logging: 4512 }));
    servers.push(await serve(bareDir, 3101, { hub: 4411, logging: 4511 }));
    servers.push(await serve(contentDir, 3103, { hub: 4413, logging: 4513 }));
    const browser = (phone = await launchPhone());
    await settle();
    console.log(`${RUNS} runs per page and strategy, medians; ${routes.length} routes`);
    const measureOnce = async (url: string, worker = true) => ({
      lighthouse: await withRetries(url, () => audit(url, chromePath)),
      phone: await withRetries(url, () => measurePhone(browser, url, { worker })),
    });
    const bare: { lighthouse: Audit[]; phone: PhoneRun[] } = { lighthouse: [], phone: [] };
    const measureBare = async () => {
      const run = await measureOnce('http://127.0.0.1:3101/', false);
      bare.lighthouse.push(run.lighthouse);
      bare.phone.push(run.phone);
    };
    // The floor is measured at the start and at the end, so a machine that gets busier or
    // quieter during the run moves it as it moves the routes.
    for (let index = 0; index < RUNS; index += 1) await measureBare();
    const results: Measured[] = [];
    for (const route of routes) {
      const measured: Measured = {
        route,
        // The page's HTML as the host sends it (gzipped): the largest draw must not make its
        // page heavy.
        htmlBytes: gzipSync(readFileSync(path.join('out', route.replace(/^\//, ''), 'index.html')))
          .length,
        shipped: { lighthouse: [], phone: [] },
        linked: { lighthouse: [], phone: [] },
        contentOnly: [],
      };
      for (let index = 0; index < RUNS; index += 1) {
        for (const strategy of ['shipped', 'linked'] as const) {
          const run = await measureOnce(`${origins[strategy]}${route}`);
          measured[strategy].lighthouse.push(run.lighthouse);
          measured[strategy].phone.push(run.phone);
        }
        const url = `http://127.0.0.1:3103${route}`;
        measured.contentOnly.push(await withRetries(url, () => audit(url, chromePath)));
      }
      results.push(measured);
      console.log(route, 'done');
    }
    for (let index = 0; index < RUNS; index += 1) await measureBare();

    const date = new Date().toISOString().slice(0, 10);
    report({
      date,
      lighthouse: lighthouseVersion(),
      browsers: { lighthouse: lighthouseBrowserName(chromePath), phone: phoneBrowserName(browser) },
      runs: RUNS,
      routes,
      bare,
      results,
    });
  } finally {
    await phone?.close();
    for (const server of servers) server.kill('SIGINT');
    rmSync(bareDir, { recursive: true, force: true });
    rmSync(linkedDir, { recursive: true, force: true });
    rmSync(contentDir, { recursive: true, force: true });
  }
}

/** What a run saves: the report's input and the routes it covered. */
type Saved = ReportInput & { routes: string[] };

/**
 * Prints the report, saves the measurements in bench-results/latest.json and, for a run over
 * every route, writes the table into docs/performance.md.
 */
function report(saved: Saved) {
  const formatted = formatReport(saved);
  console.log(`\n${formatted.table}\n\n${formatted.summary}\n`);
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results/latest.json'),
    `${JSON.stringify({ ...saved, summary: formatted.summary }, null, 2)}\n`,
  );
  if (saved.routes.length === getAllRoutes().length) {
    const readmePath = path.join(root, 'docs', 'performance.md');
    const readme = readFileSync(readmePath, 'utf8');
    const block = `<!-- bench:start -->\n\n${formatted.intro}\n\n${formatted.table}\n\n${formatted.summary}\n\n<!-- bench:end -->`;
    writeFileSync(
      readmePath,
      readme.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, () => block),
    );
    execFileSync('npx', ['prettier', '--write', readmePath], { cwd: root, stdio: 'inherit' });
  } else {
    console.log('A subset of routes: docs/performance.md is left as it is.');
  }
}

if (args.includes('--report-only')) {
  // The last run's measurements, reported again (after a change to the report itself).
  report(JSON.parse(readFileSync(path.join(root, 'bench-results/latest.json'), 'utf8')) as Saved);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
