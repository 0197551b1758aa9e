import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The build id (next.config.ts generateBuildId): the git commit when the project is a
 * repository, else a hash of the sources and content. Never the build time, so a rebuild
 * with no change keeps every file its date did not change.
 */
export function buildId(root: string = process.cwd()): string {
  try {
    const commit = execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (/^[0-9a-f]{40}$/.test(commit)) return commit;
  } catch {
    // No git here (a copy without history): hash what the build reads instead.
  }
  return contentHash(root);
}

/** The folders whose files make the site. */
const SOURCES = ['app', 'components', 'content', 'lib', 'public'];

function contentHash(root: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(root, file)).update(readFileSync(file));
    }
  };
  for (const folder of SOURCES) {
    try {
      walk(path.join(root, folder));
    } catch {
      // A folder this copy does not have.
    }
  }
  return hash.digest('hex').slice(0, 40);
}
