/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

import { parseWorkflow } from '../support/workflow-trust';

// What an organiser reads when the deploy workflow refuses their change: the failure step of
// .github/workflows/deploy.yml, run as GitHub runs it, on what the photo check really printed
// and on a build's content error.
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

it('names a photo that tells where it was taken, and a broken content file, as annotations and in the summary', async () => {
  // A phone's photo with its GPS position, in the gallery of a copy of the site.
  const site = path.join(scratch, 'site');
  const gallery = path.join(site, 'public', 'images', 'gallery', 'chess');
  mkdirSync(gallery, { recursive: true });
  const photo = await sharp({
    create: { width: 32, height: 32, channels: 3, background: { r: 30, g: 60, b: 120 } },
  })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 34/1 2461/100' } })
    .toBuffer();
  writeFileSync(path.join(gallery, 'board.jpg'), photo);
  const runner = path.join(scratch, 'runner');
  mkdirSync(runner);
  const summaryFile = path.join(runner, 'summary.md');
  const env = { RUNNER_TEMP: runner, GITHUB_STEP_SUMMARY: summaryFile };

  const check = runStep(step('Photos carry no location'), site, env);
  expect(check.status).not.toBe(0);
  // The build's log, as its step keeps it, with one content problem.
  const contentProblem =
    'content/events/chess.json: event "chess": field "startsAt": must be a date-time with its zone';
  writeFileSync(path.join(runner, 'build.log'), `> next build\n  ${contentProblem}\n`);

  const failure = steps.find((each) => each.if === 'failure()')!;
  const said = runStep(failure, site, env);
  expect(said.status).toBe(0);
  const photoProblem =
    'public/images/gallery/chess/board.jpg: carries a GPS position (EXIF), which tells where it was taken';
  expect(said.stdout.trim().split('\n')).toEqual([
    `::error title=The site was not published::${photoProblem}`,
    `::error title=The site was not published::${contentProblem}`,
  ]);
  const summary = readFileSync(summaryFile, 'utf8');
  expect(summary).toContain('## The site was not published');
  expect(summary).toContain(`- ${photoProblem}\n- ${contentProblem}\n`);
});
