import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Throwaway copies of the project, for tests that change content or settings and build: the
 * working tree is never touched. Used by Jest tests and by end-to-end set-ups alike.
 */
export const PROJECT_ROOT = path.resolve(__dirname, '../..');

/** Top-level folders that are outputs or caches, never copied. */
const SKIP = new Set([
  'node_modules',
  '.next',
  'out',
  '.git',
  'test-results',
  'playwright-report',
  'coverage',
]);

/** Who commits in a scratch copy unless a test says (git's names and addresses). */
export type GitAuthor = { name: string; email: string };

/**
 * Commits everything in the copy, as a clone the club's workflow builds from is committed (the
 * calendar files number each event's changes from git history, and the deploy guard refuses a
 * build that had none); the first commit makes the copy a git repository. Ignored files stay
 * out, as in a clone. `when` dates the commit (an organiser's edit on a given day).
 */
export function commitScratchCopy(
  copy: string,
  message = 'Content as published',
  {
    author = { name: 'Scratch copy', email: 'scratch@example.org' },
    when,
  }: { author?: GitAuthor; when?: string } = {},
): void {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
    ...(when ? { GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when } : {}),
  };
  // Git's own message, should a step fail, is in the error thrown.
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', copy, '-c', 'commit.gpgsign=false', ...args], {
      encoding: 'utf8',
      stdio: 'pipe',
      env,
    });
  if (!existsSync(path.join(copy, '.git'))) git('init', '-q', '--initial-branch=main');
  git('add', '-A');
  git('commit', '-q', '-m', message);
}

/**
 * Copies the project into a new temporary folder named after `label` and returns its path.
 * `buildCache: false` leaves Next's build cache behind (a copy that runs `next dev`, which keeps
 * a cache of its own). `compiles: false` is for a copy whose builds never get as far as
 * compiling (a broken content file stops them first): it has no build cache either, and its
 * node_modules is a link to the project's.
 */
export function makeScratchCopy(
  label: string,
  { buildCache = true, compiles = true }: { buildCache?: boolean; compiles?: boolean } = {},
): string {
  const copy = mkdtempSync(path.join(tmpdir(), `sportivo-${label}-`));
  cpSync(PROJECT_ROOT, copy, {
    recursive: true,
    filter: (src) => !SKIP.has(path.basename(src)) || path.dirname(src) !== PROJECT_ROOT,
  });
  const modules = path.join(PROJECT_ROOT, 'node_modules');
  if (!compiles) {
    // tsx and the content check follow a symlink; making and removing the hard links below
    // costs about 10 s of a core for the 130,000 files.
    symlinkSync(modules, path.join(copy, 'node_modules'));
    return copy;
  }
  // Hard links: a fast, full copy of node_modules (Turbopack refuses a symlink out of the project).
  execFileSync('cp', ['-al', modules, path.join(copy, 'node_modules')]);
  // Next's build cache (Turbopack's compiled modules, TypeScript's incremental state), copied and
  // not linked, since a build writes to it: the copy's build compiles what changed, as an
  // organiser's second build or a CI job that restores .next/cache does. Its output is the same
  // (the chunks match a cold build's byte for byte); it takes half the time.
  const cache = path.join(PROJECT_ROOT, '.next', 'cache');
  if (buildCache && existsSync(cache)) {
    cpSync(cache, path.join(copy, '.next', 'cache'), { recursive: true });
  }
  return copy;
}

export function removeScratchCopy(copy: string | undefined): void {
  if (copy) rmSync(copy, { recursive: true, force: true, maxRetries: 5 });
}

/**
 * Runs an npm script (e.g. "build") in the copy, as an organiser would. The environment is the
 * test's own minus every NEXT_PUBLIC_* setting, plus `env`: settings come from the copy's .env
 * files or from `env`, never from the shell that runs the tests.
 */
export function runNpmScript(
  copy: string,
  script: string,
  env: Record<string, string> = {},
): SpawnSyncReturns<string> & { log: string } {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    CI: '1',
  };
  for (const key of Object.keys(childEnv)) {
    if (key.startsWith('NEXT_PUBLIC_')) delete childEnv[key];
  }
  const result = spawnSync('npm', ['run', '--silent', script], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...childEnv, ...env },
  });
  return { ...result, log: `${result.stdout}\n${result.stderr}` };
}

/**
 * Runs the copy's Playwright specs against its out/, served by the Hosting emulator with the
 * copy's firebase.json (the run is chosen by `env`, see playwright.config.ts). Output goes to
 * the terminal; returns Playwright's exit status.
 */
export function runE2eInCopy(
  copy: string,
  project: string,
  env: Record<string, string>,
): number | null {
  const firebase = path.join(copy, 'node_modules', '.bin', 'firebase');
  // npm test builds the fest and production copies side by side; their journeys take turns on
  // the emulator's ports, each holding the lock file it names (flock(1) waits for the other).
  const lock = process.env.E2E_HOSTING_LOCK;
  const [program, ...prefix] = lock ? ['flock', lock, firebase] : [firebase];
  const result = spawnSync(
    program!,
    [
      ...prefix,
      'emulators:exec',
      '--log-verbosity',
      'QUIET',
      '--only',
      'hosting',
      '--project',
      project,
      'npx playwright test',
    ],
    { cwd: copy, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  return result.status;
}
