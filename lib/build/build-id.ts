import { execFileSync } from 'node:child_process';

/**
 * Next's build id, written into every exported page: the commit being built, so that two builds
 * of the same commit (the daily rebuild) write the same HTML and the service worker's precache
 * revisions stay put. Null (Next's random id) outside a git checkout.
 */
export function commitBuildId(root: string = process.cwd()): string | null {
  try {
    return execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString('utf8')
      .trim();
  } catch {
    return null;
  }
}
