/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parseWorkflow } from '../support/workflow-trust';

// The publish workflow's scheduled check, run as GitHub runs it (bash -e, the runner's
// variables) against a local server answering /build.json as the live site would.
const ROOT = process.cwd();
type Step = { id?: string; run?: string };
const due = parseWorkflow(readFileSync(path.join(ROOT, '.github/workflows/deploy.yml'), 'utf8'))
  .jobs!.due!;
const step = (due.steps as Step[]).find((each) => each.id === 'clock')!;

const MAIN = 'a'.repeat(40);
const HOUR = 60 * 60 * 1000;

/** What the server answers: a status and a body; the paths it was asked for. */
let answer: { status: number; body: string };
let asked: string[];
let server: Server;
let siteUrl: string;
let scratch: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked = [];
  scratch = mkdtempSync(path.join(tmpdir(), 'sportivo-due-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the step; what it wrote to $GITHUB_OUTPUT and to its log. */
async function check(env: Record<string, string> = {}) {
  const output = path.join(scratch, 'output');
  const log = await new Promise<string>((resolve, reject) => {
    execFile(
      'bash',
      ['--noprofile', '--norc', '-e', '-c', step.run!],
      {
        cwd: scratch,
        env: {
          ...process.env,
          SITE_URL: siteUrl,
          GITHUB_SHA: MAIN,
          GITHUB_RUN_ID: '42',
          GITHUB_OUTPUT: output,
          ...env,
        },
      },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout)),
    );
  });
  return { output: readFileSync(output, 'utf8'), log };
}

const clock = (build: string, rebuildAt: number) =>
  JSON.stringify({ build, rebuildAt: new Date(rebuildAt).toISOString() });

it("is not due while the live site is main's latest commit and its moment is ahead", async () => {
  answer = { status: 200, body: clock(MAIN, Date.now() + HOUR) };
  const { output, log } = await check();
  expect(output).toBe('due=false\n');
  expect(log).toContain("the live site is main's latest commit and right until");
  // Past any cache between: each run asks for a fresh copy.
  expect(asked).toEqual(['/build.json?run=42']);
});

it('is due once that moment has passed', async () => {
  answer = { status: 200, body: clock(MAIN, Date.now() - 60_000) };
  const { output, log } = await check();
  expect(output).toBe('due=true\n');
  expect(log).toContain('its pages read differently since');
});

it('is due when main has a commit the live site has not (a waiting push run was replaced)', async () => {
  answer = { status: 200, body: clock('b'.repeat(40), Date.now() + HOUR) };
  const { output, log } = await check();
  expect(output).toBe('due=true\n');
  expect(log).toContain(`the live site is ${'b'.repeat(40)}, main is ${MAIN}`);
});

it.each([
  ['the site answers an error', { status: 404, body: 'Not found' }],
  ['the answer is not the clock', { status: 200, body: '<html></html>' }],
  ['the clock has no moment', { status: 200, body: JSON.stringify({ build: MAIN }) }],
  [
    'the moment is not a date',
    { status: 200, body: JSON.stringify({ build: MAIN, rebuildAt: 'soon' }) },
  ],
])('is due when %s', async (_case, reply) => {
  answer = reply;
  const { output, log } = await check();
  expect(output).toBe('due=true\n');
  expect(log).toContain("the live site's /build.json could not be read");
});

it('without the address setting, asks the address of content/site.json, as the build does', async () => {
  answer = { status: 200, body: clock(MAIN, Date.now() + HOUR) };
  mkdirSync(path.join(scratch, 'content'));
  writeFileSync(path.join(scratch, 'content', 'site.json'), JSON.stringify({ url: siteUrl }));
  const { output } = await check({ SITE_URL: '' });
  expect(output).toBe('due=false\n');
  expect(asked).toEqual(['/build.json?run=42']);
});

it('is due when it has no address at all', async () => {
  answer = { status: 200, body: clock(MAIN, Date.now() + HOUR) };
  const { output } = await check({ SITE_URL: '' });
  expect(output).toBe('due=true\n');
  expect(asked).toEqual([]);
});
