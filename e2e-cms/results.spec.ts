import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

import { buildBracket, matchLabel, type DrawResult } from '../lib/events/draw/bracket';
import { readDrawFiles } from '../lib/events/draw/load';
import { entrantLines } from '../lib/events/draw/schema';
import { makeScratchCopy, removeScratchCopy, runNpmScript } from '../tests/support/scratch-copy';

// An organiser at the venue records the final's result from a 390 px phone through the CMS
// (`npm run cms`: next dev + decap-server, offline) in a scratch copy of the project. The copy's
// draw is first set back to before its final; after the save a rebuild names the champion on
// the event page and on its card.

const PORT = 3101;
const ADMIN = `http://localhost:${PORT}/admin/index.html`;

let copy: string;
let cms: ChildProcess | undefined;
let eventId: string;
let finalLabel: string;
let winner: string;

async function waitFor(url: string, init?: RequestInit): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function stopCms(): Promise<void> {
  const running = cms;
  cms = undefined;
  if (!running?.pid || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  process.kill(-running.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  copy = makeScratchCopy('cms-results');
  // A draw with results, set back to just before its final.
  const entry = readDrawFiles(copy).find(
    (file) => ((file.data as { results?: unknown[] }).results ?? []).length > 0,
  )!;
  eventId = path.basename(entry.file, '.json');
  const data = entry.data as { entrants: string; results: DrawResult[] };
  const entrants = entrantLines(data.entrants);
  const finalId = buildBracket(entrants, []).rounds.at(-1)![0]!.id;
  data.results = data.results.filter((result) => !result.match.startsWith(`${finalId}:`));
  writeFileSync(path.join(copy, entry.file), `${JSON.stringify(data, null, 2)}\n`);
  const final = buildBracket(entrants, data.results).rounds.at(-1)![0]!;
  finalLabel = matchLabel(final);
  winner = final.sides[1]!.name;

  cms = spawn('npm', ['run', '--silent', 'cms'], {
    cwd: copy,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT), NEXT_TELEMETRY_DISABLED: '1' },
  });
  await waitFor(ADMIN);
  await waitFor('http://localhost:8081/api/v1', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'info' }),
  });
});

test.afterAll(async () => {
  await stopCms();
  removeScratchCopy(copy);
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Picks an option of one of Decap's select fields by typing it, as on a phone keyboard. */
async function pick(page: Page, label: RegExp, text: string) {
  await page.locator('label', { hasText: label }).first().click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test('an organiser records the final from a phone; a rebuild names the champion', async ({
  page,
}) => {
  await page.goto(ADMIN);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await page.goto(`${ADMIN}#/collections/draws/entries/${eventId}`);
  const started = Date.now();
  await page.getByText('Entrants, one a line').first().waitFor();
  // The editor fits the phone: nothing to scroll sideways, the Publish button on screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: /Add results/i }).click();
  await pick(page, /^Match/, finalLabel);
  await pick(page, /^Winner/, winner);
  await page
    .getByLabel(/^Score/)
    .first()
    .fill('2-1');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now', { exact: true }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  // Under a minute from opening the draw to a saved result (typing speed aside).
  expect(Date.now() - started).toBeLessThan(60_000);
  await stopCms();

  const saved = JSON.parse(
    readFileSync(path.join(copy, 'content/draws', `${eventId}.json`), 'utf8'),
  ) as { results: DrawResult[] };
  expect(saved.results).toContainEqual(
    expect.objectContaining({ match: finalLabel, winner, score: '2-1' }),
  );

  const build = runNpmScript(copy, 'build');
  expect(build.status, build.log).toBe(0);
  const html = (...parts: string[]) => readFileSync(path.join(copy, 'out', ...parts), 'utf8');
  expect(html('events', eventId, 'index.html')).toContain(`Champion: ${winner}`);
  expect(html('events', 'index.html')).toContain(`Champion: ${winner}`);
});
