/**
 * npm run bench:cms: how the results editor (/admin/results/) answers on the slow phone, for each
 * draw in content/draws/: a 360 px screen, the CPU slowed as the slow phone's is (four times,
 * scripts/perf/slow-phone.ts; the network is the local backend's, so only the CPU is measured).
 *
 * - open: from choosing the draw to its form on screen (the Results list and the entrants);
 * - add: from pressing "Add result" to the new result's pickers on screen;
 * - key: from a key pressed in the new result's Score to the next frame the phone can draw.
 *
 * It runs `npm run cms` (next dev and Decap's local backend, offline) in a scratch copy of the
 * project, so nothing here is changed or saved, and prints the medians of --runs (3) runs. The
 * times are the browser's own (performance.now() in the page), not Playwright's round trips.
 *
 * Usage: npm run bench:cms -- [--runs 3]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';

import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { readDrawFiles } from '../lib/events/draw/load';
import { entrantLines } from '../lib/events/draw/schema';
import { makeScratchCopy, removeScratchCopy } from '../tests/support/scratch-copy';
import { median } from './bench/report';
import { freePort } from './lib/local-guard';
import { SLOW_PHONE } from './perf/slow-phone';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const RUNS = Number(runsIndex === -1 ? undefined : args[runsIndex + 1]) || 3;
const KEYS = ['3', '-', '1'];

async function answers(url: string, init?: RequestInit): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in two minutes`);
}

// In-page probes, as strings (the page runs them as they are). Each resolves with the time, in
// ms, from its action to the first frame after the condition holds.
const untilFrame = (condition: string) => `new Promise((resolve) => {
  const start = performance.now();
  ACTION;
  const check = () => {
    if (${condition}) requestAnimationFrame(() => resolve(performance.now() - start));
    else requestAnimationFrame(check);
  };
  check();
})`;

const OPEN = (hash: string) =>
  untilFrame(
    `[...document.querySelectorAll('button')].some((b) => b.textContent === 'Add result') && document.querySelector('textarea')`,
  ).replace('ACTION', `location.hash = ${JSON.stringify(hash)}`);

const ADD = untilFrame(
  `document.querySelectorAll('input, select').length > window.__controls`,
).replace(
  'ACTION',
  `window.__controls = document.querySelectorAll('input, select').length;
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Add result').click()`,
);

// Each key: from its keydown to the first frame after its input event has been handled.
const WATCH_KEYS = `(() => {
  const label = [...document.querySelectorAll('label')].find((l) => /^Score/.test(l.textContent));
  const input = document.getElementById(label.htmlFor);
  window.__keys = [];
  input.addEventListener('keydown', () => { window.__keyStart = performance.now(); });
  input.addEventListener('input', () => setTimeout(() => requestAnimationFrame(() =>
    window.__keys.push(performance.now() - window.__keyStart))));
  input.focus();
})()`;

/**
 * One run on one draw, in a fresh browser context (no backup of an earlier run's form, no cache):
 * the draw opened once unmeasured (Decap loads its chunks the first time a form opens), then
 * opened, added to and typed into on the slow phone.
 */
async function measureDraw(browser: Browser, results: string, eventId: string) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(results);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Collections' }).waitFor();
    await page.evaluate(OPEN(`#/collections/draws/entries/${eventId}`));
    // Back to the list of draws, as an organiser opens one.
    await page.evaluate(`location.hash = '#/collections/draws'`);
    await page.getByRole('heading', { name: 'Collections' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    const open = (await page.evaluate(OPEN(`#/collections/draws/entries/${eventId}`))) as number;
    const add = (await page.evaluate(ADD)) as number;
    await page.evaluate(WATCH_KEYS);
    for (const [index, key] of KEYS.entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction(`window.__keys.length > ${index}`);
    }
    const keys = (await page.evaluate('window.__keys')) as number[];
    return { open, add, key: median(keys) };
  } finally {
    await context.close();
  }
}

async function main() {
  const draws = readDrawFiles().map(({ file, data }) => {
    const { entrants, results } = data as { entrants?: string; results?: unknown[] };
    return {
      eventId: path.basename(file, '.json'),
      entrants: entrantLines(entrants ?? '').length,
      results: results?.length ?? 0,
    };
  });
  if (draws.length === 0) throw new Error('bench:cms: content/draws/ holds no draw to measure');

  const copy = makeScratchCopy('bench-cms', { buildCache: false });
  let cms: ChildProcess | undefined;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const [port, backendPort] = [await freePort(), await freePort()];
    cms = spawn('npm', ['run', '--silent', 'cms'], {
      cwd: copy,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        CMS_BACKEND_PORT: String(backendPort),
        NEXT_TELEMETRY_DISABLED: '1',
      },
    });
    const results = `http://localhost:${port}/admin/results/index.html`;
    await answers(results);
    await answers(`http://localhost:${backendPort}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });

    const rows: string[] = [];
    for (const draw of draws) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await measureDraw(browser, results, draw.eventId));
      }
      const ms = (values: number[]) => `${Math.round(median(values))} ms`.padStart(9);
      rows.push(
        `${draw.eventId.padEnd(16)}${String(draw.entrants).padStart(9)}${String(draw.results).padStart(9)}` +
          `${ms(runs.map((run) => run.open))}${ms(runs.map((run) => run.add))}${ms(runs.map((run) => run.key))}`,
      );
    }
    console.log(
      `\nThe results editor on the slow phone (CPU ${SLOW_PHONE.cpuSlowdown}× slower, 360 px), medians of ${RUNS} runs:\n` +
        `${'draw'.padEnd(16)}${'entrants'.padStart(9)}${'results'.padStart(9)}${'open'.padStart(9)}${'add'.padStart(9)}${'key'.padStart(9)}\n` +
        rows.join('\n'),
    );
  } finally {
    await browser.close();
    if (cms?.pid && cms.exitCode === null) {
      const exited = once(cms, 'exit');
      process.kill(-cms.pid, 'SIGTERM');
      await exited;
    }
    removeScratchCopy(copy);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
