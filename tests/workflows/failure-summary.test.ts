/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

import { validateEnv } from '@/lib/env-schema';

import { parseWorkflow } from '../support/workflow-trust';

// What an organiser reads when the deploy workflow refuses their change: the failure step of
// .github/workflows/deploy.yml, run as GitHub runs it, on what the photo check really printed,
// on a build's content error and on a setting the build refused.
const ROOT = process.cwd();
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

type Step = { name?: string; if?: string; run?: string; shell?: string };
const steps = (parseWorkflow(readFileSync(path.join(ROOT, '.github/workflows/deploy.yml'), 'utf8'))
  .jobs!.build!.steps ?? []) as Step[];
const step = (name: string) => steps.find((each) => each.name === name)!;

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'sportivo-summary-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A step's script run in `cwd` as GitHub runs a bash step, with the runner's variables. */
function runStep({ run }: Step, cwd: string, env: Record<string, string>) {
  const script = run!.replace(/npm run check:photos/g, `${TSX} ${ROOT}/scripts/check-photos.ts`);
  return spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

/** A phone's photo that carries its GPS position. */
const gpsPhoto = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 30, g: 60, b: 120 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 34/1 2461/100' } })
    .toBuffer();

/** A copy of the site with `photos` in its chess gallery, and the runner's folders. */
async function setUp(photos: string[]) {
  const site = path.join(scratch, 'site');
  const gallery = path.join(site, 'public', 'images', 'gallery', 'chess');
  mkdirSync(gallery, { recursive: true });
  for (const name of photos) writeFileSync(path.join(gallery, name), await gpsPhoto());
  const runner = path.join(scratch, 'runner');
  mkdirSync(runner);
  const summaryFile = path.join(runner, 'summary.md');
  return {
    site,
    runner,
    summaryFile,
    env: { RUNNER_TEMP: runner, GITHUB_STEP_SUMMARY: summaryFile },
  };
}

/** The failure step's annotations and summary. */
function sayWhy(site: string, env: Record<string, string>) {
  const said = runStep(
    steps.find((each) => each.if === 'failure()')!,
    site,
    env,
  );
  expect(said.status).toBe(0);
  return {
    annotations: said.stdout.trim().split('\n'),
    summary: readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8'),
  };
}

const NOT_PUBLISHED = '::error title=The site was not published::';
const photoProblem = (name: string) =>
  `public/images/gallery/chess/${name}: carries a GPS position (EXIF), which tells where it was taken`;

it('names each photo that tells where it was taken, the build skipped after it (no build log)', async () => {
  const { site, env } = await setUp(['board.jpg', 'final.jpg']);
  const check = runStep(step('Photos carry no location'), site, env);
  expect(check.status).not.toBe(0);

  const { annotations, summary } = sayWhy(site, env);
  expect(annotations).toEqual([
    `${NOT_PUBLISHED}${photoProblem('board.jpg')}`,
    `${NOT_PUBLISHED}${photoProblem('final.jpg')}`,
  ]);
  expect(summary).toContain('## The site was not published');
  expect(summary).toContain(`- ${photoProblem('board.jpg')}\n- ${photoProblem('final.jpg')}\n`);
});

it("names a broken content file from the build's log", async () => {
  const { site, runner, env } = await setUp([]);
  expect(runStep(step('Photos carry no location'), site, env).status).toBe(0);
  const contentProblem =
    'content/events/chess.json: event "chess": field "startsAt": must be a date-time with its zone';
  writeFileSync(path.join(runner, 'build.log'), `> next build\n  ${contentProblem}\n`);

  const { annotations, summary } = sayWhy(site, env);
  expect(annotations).toEqual([`${NOT_PUBLISHED}${contentProblem}`]);
  expect(summary).toContain(`- ${contentProblem}\n`);
});

it("says the site's own checks failed when no content file or photo is named", async () => {
  const { site, runner, env } = await setUp([]);
  // A failed lint (before the photo check) leaves no log; a build failing on code leaves one
  // with no content line.
  for (const buildLog of [undefined, '> next build\nType error: x is not assignable\n']) {
    if (buildLog) writeFileSync(path.join(runner, 'build.log'), buildLog);
    const { annotations, summary } = sayWhy(site, env);
    expect(annotations).toEqual([
      `${NOT_PUBLISHED}A check of the site's own code failed, not a content file or photo: see the red step above, or ask the club's tech team.`,
    ]);
    expect(summary).toContain('No content file or photo is at fault');
    expect(summary).not.toContain('Fix what is listed below');
    rmSync(env.GITHUB_STEP_SUMMARY, { force: true });
  }
});

it("names each setting the build refused, not the site's own code", async () => {
  const { site, runner, env } = await setUp([]);
  // What the build says, from the code that says it: the CMS settings (scripts/admin.ts, in
  // prebuild; here a CMS_AUTH_URL that ends in /auth) and the public settings, as Next prints
  // next.config.ts's error.
  const admin = spawnSync(TSX, [path.join(ROOT, 'scripts', 'admin.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, CMS_AUTH_URL: 'https://auth.example.org/auth' },
  });
  expect(admin.status).not.toBe(0);
  // The message alone, naming the setting: no stack to bury it.
  expect(admin.stderr).toMatch(
    /^Error: CMS_AUTH_URL must be .*"https:\/\/auth\.example\.org\/auth"\n$/,
  );
  const cms = admin.stderr.trim();
  let publicSettings = '';
  try {
    validateEnv({ NEXT_PUBLIC_SITE_URL: 'sportivo.example' });
  } catch (error) {
    publicSettings = `> Build error occurred\nError: ${(error as Error).message}\n    at validateEnv (lib/env-schema.ts:105:11)\n`;
  }
  for (const [buildLog, setting] of [
    [`> prebuild\n${admin.stderr}`, cms.slice('Error: '.length)],
    [publicSettings, 'NEXT_PUBLIC_SITE_URL: Invalid URL'],
  ] as const) {
    writeFileSync(path.join(runner, 'build.log'), buildLog);
    const { annotations, summary } = sayWhy(site, env);
    expect(annotations).toEqual([`${NOT_PUBLISHED}${setting}`]);
    expect(summary).toContain('The build refused a setting of the repository');
    expect(summary).toContain(`\n- ${setting}\n`);
    expect(summary).not.toContain('No content file or photo is at fault');
    rmSync(env.GITHUB_STEP_SUMMARY, { force: true });
  }
});
