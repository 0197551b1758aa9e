import { execFileSync } from 'node:child_process';

// Reads a folder's history from git at build time, with a handful of processes whatever its
// length: `git log --raw` (which file changed in which commit, and its blobs before and after)
// and one `git cat-file --batch` for the contents. Used by lib/events/revisions.ts.

function git(root: string, args: string[], input?: string): Buffer {
  return execFileSync('git', ['-C', root, ...args], {
    input,
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

function gitText(root: string, args: string[]): string | undefined {
  try {
    return git(root, args).toString('utf8').trim();
  } catch {
    return undefined;
  }
}

/** No repository (or no git), a shallow clone, or a repository with its whole history. */
export function gitState(root: string): 'none' | 'shallow' | 'full' {
  if (gitText(root, ['rev-parse', '--is-inside-work-tree']) !== 'true') return 'none';
  return gitText(root, ['rev-parse', '--is-shallow-repository']) === 'true' ? 'shallow' : 'full';
}

/** One file changed by one commit: its contents before and after (none: added or deleted). */
export type FileChange = { file: string; time: number; before?: string; after?: string };

export type FolderHistory = {
  /** Every change of a file in the folder, oldest commit first (merge commits left out). */
  changes: FileChange[];
  /** Each file's contents in HEAD (empty before the first commit). */
  committed: Map<string, string>;
};

const NO_BLOB = /^0+$/;

type RawChange = { file: string; time: number; before?: string; after?: string };

function rawChanges(root: string, folder: string): RawChange[] {
  const log = git(root, [
    'log',
    '--no-merges',
    '--no-renames',
    '--relative',
    '--raw',
    '--no-abbrev',
    '--format=%x00%ct',
    '--',
    folder,
  ]).toString('utf8');
  const changes: RawChange[] = [];
  for (const entry of log.split('\0').slice(1).reverse()) {
    const [header = '', ...lines] = entry.split('\n');
    const time = Number(header) * 1000;
    for (const line of lines) {
      const match = /^:\d+ \d+ ([0-9a-f]+) ([0-9a-f]+) \w+\t(.+)$/.exec(line);
      if (!match) continue;
      const [, before = '', after = '', file = ''] = match;
      changes.push({
        file,
        time,
        before: NO_BLOB.test(before) ? undefined : before,
        after: NO_BLOB.test(after) ? undefined : after,
      });
    }
  }
  return changes;
}

function headBlobs(root: string, folder: string): Map<string, string> {
  const listing = gitText(root, ['ls-tree', '-r', 'HEAD', '--', `${folder}/`]) ?? '';
  const blobs = new Map<string, string>();
  for (const line of listing.split('\n')) {
    const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/.exec(line);
    if (match) blobs.set(match[2]!, match[1]!);
  }
  return blobs;
}

function readBlobs(root: string, ids: string[]): Map<string, string> {
  const blobs = new Map<string, string>();
  if (ids.length === 0) return blobs;
  const output = git(root, ['cat-file', '--batch'], `${ids.join('\n')}\n`);
  let offset = 0;
  while (offset < output.length) {
    const newline = output.indexOf(10, offset);
    const [id, type, size] = output.subarray(offset, newline).toString('utf8').split(' ');
    offset = newline + 1;
    if (type === 'missing' || !id) continue;
    const length = Number(size);
    blobs.set(id, output.subarray(offset, offset + length).toString('utf8'));
    offset += length + 1;
  }
  return blobs;
}

/** The history of the files in `folder` (a path relative to `root`, which is in a repository). */
export function folderHistory(root: string, folder: string): FolderHistory {
  if (gitText(root, ['rev-parse', '--verify', '--quiet', 'HEAD']) === undefined) {
    return { changes: [], committed: new Map() };
  }
  const raw = rawChanges(root, folder);
  const head = headBlobs(root, folder);
  const ids = new Set(head.values());
  for (const change of raw) {
    if (change.before) ids.add(change.before);
    if (change.after) ids.add(change.after);
  }
  const blobs = readBlobs(root, [...ids]);
  const text = (id?: string) => (id ? blobs.get(id) : undefined);
  return {
    changes: raw.map((change) => ({
      ...change,
      before: text(change.before),
      after: text(change.after),
    })),
    committed: new Map([...head].map(([file, id]) => [file, blobs.get(id) ?? ''])),
  };
}
