import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

import { freePort, LOOPBACK } from '../scripts/lib/local-guard';

/**
 * Decap's local backend in git mode, for the content manager's drafts. On the club's site every
 * change made at /admin/ is a draft first (publish_mode: editorial_workflow, lib/cms/config.ts):
 * a branch and a pull request on GitHub, which the local backend's fs mode (`npm run cms`) has no
 * room for, so the content manager falls back to publishing at once there. Its git mode keeps
 * each draft as a branch (cms/<collection>/<slug>, its status in the branch's description) and
 * publishing merges it into main: the same screens and steps an organiser goes through on the
 * site, against a repository of its own, a commit of `source`'s content/ and public/images/
 * (decap-server checks branches out in the folder it serves, and a branch switch in the copy
 * the dev server serves would pull files from under it).
 */
export type GitBackend = {
  /** Its address, for the page's requests to the local backend (Playwright's route). */
  url: string;
  /** Runs git in its repository; git's output. */
  git: (...args: string[]) => string;
  stop: () => Promise<void>;
};

export async function startGitBackend(source: string): Promise<GitBackend> {
  const repo = mkdtempSync(path.join(tmpdir(), 'sportivo-drafts-'));
  for (const folder of ['content', 'public/images']) {
    cpSync(path.join(source, folder), path.join(repo, folder), { recursive: true });
  }
  const author = { name: 'Scratch copy', email: 'scratch@example.org' };
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, '-c', 'commit.gpgsign=false', ...args], {
      encoding: 'utf8',
      stdio: 'pipe',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: author.name,
        GIT_COMMITTER_EMAIL: author.email,
      },
    });
  git('init', '-q', '--initial-branch=main');
  // decap-server commits as the repository's user.
  git('config', 'user.name', author.name);
  git('config', 'user.email', author.email);
  git('add', '-A');
  git('commit', '-q', '-m', 'Content as published');

  const port = await freePort();
  const server = spawn(path.join(source, 'node_modules', '.bin', 'decap-server'), [], {
    stdio: 'ignore',
    env: {
      ...process.env,
      MODE: 'git',
      GIT_REPO_DIRECTORY: repo,
      PORT: String(port),
      BIND_HOST: LOOPBACK,
    },
  });
  const url = `http://${LOOPBACK}:${port}/api/v1`;
  await expect
    .poll(
      async () => {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ action: 'info' }),
          });
          return ((await response.json()) as { publish_modes?: string[] }).publish_modes;
        } catch {
          return undefined; // not up yet
        }
      },
      { message: 'decap-server (git mode) did not answer', timeout: 60_000 },
    )
    .toContain('editorial_workflow');

  return {
    url,
    git,
    async stop() {
      if (server.exitCode === null) {
        const exited = once(server, 'exit', { signal: AbortSignal.timeout(10_000) });
        server.kill('SIGTERM');
        await exited.catch(() => undefined);
      }
      rmSync(repo, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
