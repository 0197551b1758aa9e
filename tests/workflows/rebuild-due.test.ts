/** @jest-environment node */
import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { KOLKATA_OFFSET_MS, kolkataMidnight } from '@/lib/clock/kolkata';

import { parseWorkflow } from '../support/workflow-trust';

// The publish workflow's scheduled check, run as GitHub runs it (bash -e, the runner's
// variables). The two services it asks are answered at their boundary: a local server answers
// /build.json as the live site would, and a stand-in `gh` on the PATH answers the list of
// failed runs as GitHub's CLI prints it, and records what it was asked.
const ROOT = process.cwd();
type Step = { id?: string; run?: string; env?: Record<string, string> };
const publish = parseWorkflow(
  readFileSync(path.join(ROOT, '.github/workflows/deploy.yml'), 'utf8'),
);
const step = (publish.jobs!.due!.steps as Step[]).find((each) => each.id === 'clock')!;
const changes = (publish.jobs!.build!.steps as Step[]).find((each) => each.id === 'changes')!;

const MAIN = 'a'.repeat(40);
const HOUR = 60 * 60 * 1000;

/** What the server answers at /build.json; the paths it was asked for. */
let answer: { status: number; body: string };
let asked: string[];
let server: Server;
let siteUrl: string;
let scratch: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url?.startsWith('/moved/')) {
      response.writeHead(301, { Location: request.url.replace('/moved/', '/') });
      response.end();
      return;
    }
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

/**
 * The stand-in GitHub CLI: prints `failedRuns` (one createdAt per line, as `--jq` leaves them),
 * or fails like an API error when given null; writes its arguments, one per line, to gh.args.
 */
function githubCli(failedRuns: string[] | null) {
  const bin = path.join(scratch, 'bin');
  mkdirSync(bin, { recursive: true });
  const gh = path.join(bin, 'gh');
  const print =
    failedRuns === null
      ? 'echo "HTTP 403: Resource not accessible by integration" >&2; exit 1'
      : `printf '%s' '${failedRuns.map((at) => `${at}\n`).join('')}'`;
  writeFileSync(gh, `#!/bin/bash\nprintf '%s\\n' "$@" > '${scratch}/gh.args'\n${print}\n`);
  chmodSync(gh, 0o755);
  return bin;
}
const ghArgs = () =>
  existsSync(path.join(scratch, 'gh.args'))
    ? readFileSync(path.join(scratch, 'gh.args'), 'utf8').trim().split('\n')
    : undefined;

/**
 * A step's script run as GitHub runs it (bash -e) in the scratch folder, with the runner's
 * variables; its log. Asynchronous: the local server above answers it meanwhile.
 */
function runStep({ run }: Step, env: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    execFile(
      'bash',
      ['--noprofile', '--norc', '-e', '-c', run!],
      { cwd: scratch, env: { ...process.env, ...env } },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout)),
    );
  });
}

/** Runs the rebuild check; what it wrote to $GITHUB_OUTPUT and to its log. */
async function check({
  env = {},
  failedRuns = [],
}: { env?: Record<string, string>; failedRuns?: string[] | null } = {}) {
  const output = path.join(scratch, 'output');
  rmSync(output, { force: true });
  const bin = githubCli(failedRuns);
  const log = await runStep(step, {
    PATH: `${bin}:${process.env.PATH}`,
    SITE_URL: siteUrl,
    GITHUB_SHA: MAIN,
    GITHUB_RUN_ID: '42',
    GITHUB_REPOSITORY: 'club/site',
    GITHUB_OUTPUT: output,
    ...env,
  });
  // $GITHUB_OUTPUT as name=value lines: what the next jobs read.
  const outputs = Object.fromEntries(
    readFileSync(output, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split('=')),
  ) as Record<string, string>;
  expect(Object.keys(outputs)).toEqual(['due', 'clock_only']);
  return { output: outputs.due, clockOnly: outputs.clock_only, log };
}

const clock = (build: string, rebuildAt: number) =>
  JSON.stringify({ build, rebuildAt: new Date(rebuildAt).toISOString() });
const iso = (time: number) => new Date(time).toISOString().replace(/\.\d+Z$/, 'Z');

it("is not due while the live site is main's latest commit and its moment is ahead", async () => {
  answer = { status: 200, body: clock(MAIN, Date.now() + HOUR) };
  const { output, log } = await check();
  expect(output).toBe('false');
  expect(log).toContain("the live site is main's latest commit and right until");
  // Past any cache between: each run asks for a fresh copy.
  expect(asked).toEqual(['/build.json?run=42']);
  // Nothing to build, so no question to GitHub.
  expect(ghArgs()).toBeUndefined();
});

it('is due once that moment has passed: only the clock moved on', async () => {
  const moment = Date.now() - 60_000;
  answer = { status: 200, body: clock(MAIN, moment) };
  const { output, clockOnly, log } = await check();
  expect(output).toBe('true');
  // The commit is the one live: its code checks passed when it was published.
  expect(clockOnly).toBe('true');
  expect(log).toContain(`its pages read differently since ${iso(moment)}`);
  // It asked for this commit's failed runs on main, the latest two.
  expect(ghArgs()).toEqual([
    'run',
    'list',
    '--repo',
    'club/site',
    '--workflow',
    'deploy.yml',
    '--branch',
    'main',
    '--commit',
    MAIN,
    '--status',
    'failure',
    '--limit',
    '2',
    '--json',
    'createdAt',
    '--jq',
    '.[].createdAt',
  ]);
});

it('is due when main has a commit the live site has not (a waiting push run was replaced)', async () => {
  answer = { status: 200, body: clock('b'.repeat(40), Date.now() + HOUR) };
  const { output, clockOnly, log } = await check();
  expect(output).toBe('true');
  // Code nobody has checked yet may be in it: the whole build runs.
  expect(clockOnly).toBe('false');
  expect(log).toContain(`the live site is ${'b'.repeat(40)}, main is ${MAIN}`);
});

it('follows a redirect to where the site lives now', async () => {
  answer = { status: 200, body: clock(MAIN, Date.now() + HOUR) };
  const { output } = await check({ env: { SITE_URL: `${siteUrl}moved` } });
  expect(output).toBe('false');
  expect(asked).toEqual(['/moved/build.json?run=42', '/build.json?run=42']);
});

describe('a commit that keeps failing', () => {
  const stale = () => ({ status: 200, body: clock('b'.repeat(40), Date.now() + HOUR) });

  it('is not built again after two failures since midnight in Kolkata, and says so', async () => {
    answer = stale();
    const lastMidnight = kolkataMidnight(Date.now());
    const { output, log } = await check({ failedRuns: [iso(Date.now()), iso(lastMidnight)] });
    expect(output).toBe('false');
    expect(log).toContain(
      `::warning title=Rebuild check::main's latest commit ${MAIN} failed twice since ${iso(lastMidnight)}`,
    );
  });

  it('is tried again when one of its failures was before midnight', async () => {
    answer = stale();
    const lastMidnight = kolkataMidnight(Date.now());
    const { output } = await check({
      failedRuns: [iso(lastMidnight + 60_000), iso(lastMidnight - 60_000)],
    });
    expect(output).toBe('true');
  });

  it('counts only failures after the live build when that is the same commit (published since)', async () => {
    const lastMidnight = kolkataMidnight(Date.now());
    const builtAt = Math.max(lastMidnight + 1000, Date.now() - 1000);
    const live = (failedRuns: string[]) => {
      answer = {
        status: 200,
        body: JSON.stringify({
          build: MAIN,
          builtAt: new Date(builtAt).toISOString(),
          rebuildAt: new Date(builtAt).toISOString(),
        }),
      };
      return check({ failedRuns });
    };
    // Two failures before the run that published it: due at its moment as any other build.
    expect((await live([iso(lastMidnight), iso(lastMidnight)])).output).toBe('true');
    // Two failures since: it waits.
    expect((await live([iso(builtAt + 1000), iso(builtAt + 1000)])).output).toBe('false');
  });

  it('is tried again when GitHub cannot say (a failed question never stops a rebuild), with a warning', async () => {
    answer = stale();
    const { output, log } = await check({ failedRuns: null });
    expect(output).toBe('true');
    expect(log).toContain(
      "::warning title=Rebuild check::GitHub did not list this commit's failed runs",
    );
  });

  it("asks GitHub with the run's own token, and counts days as Kolkata does", () => {
    expect(step.env?.GH_TOKEN).toBe('${{ github.token }}');
    const offset = KOLKATA_OFFSET_MS / 1000;
    expect(step.run).toContain(`(now + ${offset}) / 86400 * 86400 - ${offset}`);
  });
});

describe('an answer it cannot use counts as due, with a warning', () => {
  it.each([
    ['the site answers an error', { status: 404, body: 'Not found' }],
    ['the answer is not the clock', { status: 200, body: '<html></html>' }],
    ['the clock has no moment', { status: 200, body: JSON.stringify({ build: MAIN }) }],
    [
      'the moment is not a date',
      { status: 200, body: JSON.stringify({ build: MAIN, rebuildAt: 'soon' }) },
    ],
    [
      'the build is not a commit (nothing it says reaches the log)',
      {
        status: 200,
        body: JSON.stringify({
          build: `${MAIN}\n::error::injected`,
          rebuildAt: new Date(Date.now() + HOUR).toISOString(),
        }),
      },
    ],
  ])('%s', async (_case, reply) => {
    answer = reply;
    const { output, clockOnly, log } = await check();
    expect(output).toBe('true');
    expect(clockOnly).toBe('false');
    expect(log).toContain(
      `::warning title=Rebuild check::the live site's /build.json could not be read at ${siteUrl}`,
    );
    expect(log).not.toContain('injected');
  });
});

it('without the address setting, asks the address of content/site.json, as the build does', async () => {
  answer = { status: 200, body: clock(MAIN, Date.now() + HOUR) };
  mkdirSync(path.join(scratch, 'content'));
  writeFileSync(path.join(scratch, 'content', 'site.json'), JSON.stringify({ url: siteUrl }));
  const { output } = await check({ env: { SITE_URL: '' } });
  expect(output).toBe('false');
  expect(asked).toEqual(['/build.json?run=42']);
});

it('is due when it has no address at all', async () => {
  answer = { status: 200, body: clock(MAIN, Date.now() + HOUR) };
  const { output, log } = await check({ env: { SITE_URL: '' } });
  expect(output).toBe('true');
  expect(log).toContain('could not be read at no address');
  expect(asked).toEqual([]);
});

describe("the build's short path", () => {
  /** The build job's "What changed" step: whether it skips the code checks. */
  const contentOnly = async (env: Record<string, string>) => {
    const output = path.join(scratch, 'changes');
    rmSync(output, { force: true });
    await runStep(changes, { GITHUB_OUTPUT: output, BEFORE: '', ...env });
    return readFileSync(output, 'utf8');
  };

  it('is taken by a scheduled rebuild of the commit already live', async () => {
    expect(changes.env).toMatchObject({ CLOCK_ONLY: '${{ needs.due.outputs.clock_only }}' });
    expect(await contentOnly({ GITHUB_EVENT_NAME: 'schedule', CLOCK_ONLY: 'true' })).toBe(
      'content_only=true\n',
    );
  });

  it('is not taken by a scheduled run that builds a commit not yet live, or cannot tell', async () => {
    for (const clockOnly of ['false', '']) {
      expect(await contentOnly({ GITHUB_EVENT_NAME: 'schedule', CLOCK_ONLY: clockOnly })).toBe(
        'content_only=false\n',
      );
    }
  });
});
