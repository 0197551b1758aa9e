import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';

/**
 * GitHub, as the content manager on the site talks to it (Decap's GitHub backend, REST), answered
 * at the network boundary: Playwright routes the page's requests to api.github.com here. Behind
 * the answers is a real git repository (a commit of `source`'s content/ and public/images/), so
 * blobs, trees, commits and refs are git's own; pull requests, their labels and commit statuses
 * are kept in memory, as GitHub keeps them beside the repository. Every request is logged for
 * the test to assert what the content manager sent. Only what Decap's GitHub backend asks for
 * is answered; anything else is a 404 the test's log shows.
 */
export type GitHubRequest = {
  method: string;
  path: string;
  body?: unknown;
  /** Its Authorization header (GitHub's "token …") and what it accepts. */
  authorization?: string;
  accept?: string;
};

type PullRequest = {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  merged: boolean;
  head: string;
  labels: string[];
};

export type GitHubStandIn = {
  owner: string;
  /** owner/name, as the CMS configuration's backend names the repository. */
  repo: string;
  /**
   * The organiser, signed in: Decap's stored user (localStorage "decap-cms-user"), with the one
   * token GitHub accepts now.
   */
  signedIn: { backendName: 'github'; token: string; login: string };
  /** Every request the page sent, in order. */
  requests: GitHubRequest[];
  /** Runs git in the repository; git's output. */
  git: (...args: string[]) => string;
  /** A commit status, as the preview workflow sets one (POST /repos/…/statuses/:sha). */
  setStatus: (sha: string, status: Record<string, string>) => void;
  /** The head commit of a pull request's branch. */
  headOf: (branch: string) => string;
  /** Commits `text` as `file` on main, as another phone's save does. */
  commitOnMain: (file: string, text: string, message: string) => void;
  /** From now on GitHub's status page reports an outage of its API. */
  reportOutage: () => void;
  /** The organiser's account is given write access to the repository (an admin added it). */
  grantWriteAccess: () => void;
  /**
   * GitHub stops accepting the organiser's token (revoked, or the oldest of more than ten
   * sign-ins): it answers 401, and the next sign-in gets a new one (`signedIn.token`).
   */
  revokeToken: () => void;
  /** Answers the page's requests to GitHub from now on. */
  serve: (page: Page) => Promise<void>;
  remove: () => void;
};

const USER = { login: 'example-organiser', name: 'Example Organiser', avatar_url: '' };
/** The token GitHub gave the organiser; any other is refused, as GitHub refuses one. */
const TOKEN = 'organiser-token';

export type GitHubStandInOptions = {
  /** Whether the organiser's account may write to the repository (GitHub's `permissions.push`). */
  push?: boolean;
};

export function gitHubStandIn(
  source: string,
  fullName: string,
  options: GitHubStandInOptions = {},
): GitHubStandIn {
  let push = options.push ?? true;
  const signedIn = { backendName: 'github' as const, token: TOKEN, login: USER.login };
  let tokens = 1;
  const [owner = '', name = ''] = fullName.split('/');
  const repo = mkdtempSync(path.join(tmpdir(), 'sportivo-github-'));
  for (const folder of ['content', 'public/images']) {
    cpSync(path.join(source, folder), path.join(repo, folder), { recursive: true });
  }
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: USER.name,
    GIT_AUTHOR_EMAIL: 'organiser@example.org',
    GIT_COMMITTER_NAME: 'GitHub',
    GIT_COMMITTER_EMAIL: 'noreply@github.com',
  };
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, '-c', 'commit.gpgsign=false', ...args], {
      encoding: 'utf8',
      stdio: 'pipe',
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
  const gitIn = (input: string | Buffer, ...args: string[]) =>
    execFileSync('git', ['-C', repo, ...args], { input, encoding: 'utf8', stdio: 'pipe', env });
  type TreeEntry = { path: string; mode: string; sha: string | null };
  /** The tree `base` (a tree or commit; none: empty) with `entries` written over it (sha null: removed). */
  const writeTree = (base: string | undefined, entries: TreeEntry[]) => {
    // Through an index of its own: the repository's index and working tree are left alone.
    const index = path.join(repo, '.git', 'stand-in-index');
    const run = (...args: string[]) =>
      execFileSync('git', ['-C', repo, ...args], {
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...env, GIT_INDEX_FILE: index },
      });
    try {
      run('read-tree', ...(base ? [base] : ['--empty']));
      for (const entry of entries) {
        if (entry.sha === null) run('update-index', '--force-remove', entry.path);
        else
          run('update-index', '--add', '--cacheinfo', `${entry.mode},${entry.sha},${entry.path}`);
      }
      return run('write-tree').trim();
    } finally {
      rmSync(index, { force: true });
    }
  };
  git('init', '-q', '--initial-branch=main');
  git('add', '-A');
  git('commit', '-q', '-m', 'Content as published');

  const requests: GitHubRequest[] = [];
  const pulls: PullRequest[] = [];
  const statuses = new Map<string, Record<string, string>[]>();
  const exists = (ref: string) => {
    try {
      git('rev-parse', '--verify', '--quiet', ref);
      return true;
    } catch {
      return false;
    }
  };
  const sha = (ref: string) => git('rev-parse', ref).trim();
  /** "owner:cms/events/x" or "cms/events/x" or a SHA: the commit it names. */
  const commitOf = (ref: string) => {
    const branch = ref.includes(':') ? ref.slice(ref.indexOf(':') + 1) : ref;
    return exists(`refs/heads/${branch}`) ? sha(`refs/heads/${branch}`) : sha(branch);
  };
  const commitJson = (commit: string) => {
    const [tree, parents, authorName, authorEmail, date, ...message] = git(
      'show',
      '-s',
      '--format=%T%n%P%n%an%n%ae%n%aI%n%B',
      commit,
    ).split('\n');
    const person = { name: authorName, email: authorEmail, date };
    return {
      sha: commit,
      commit: { message: message.join('\n').trim(), author: person, committer: person },
      tree: { sha: tree },
      parents: (parents ?? '')
        .split(' ')
        .filter(Boolean)
        .map((parent) => ({ sha: parent })),
      message: message.join('\n').trim(),
    };
  };
  const pullJson = (pull: PullRequest) => ({
    number: pull.number,
    title: pull.title,
    body: pull.body,
    state: pull.state,
    merged_at: pull.merged ? new Date().toISOString() : null,
    updated_at: new Date().toISOString(),
    user: { login: USER.login },
    labels: pull.labels.map((label) => ({ name: label })),
    head: {
      ref: pull.head,
      sha: exists(`refs/heads/${pull.head}`) ? sha(`refs/heads/${pull.head}`) : '',
      repo: { fork: false, full_name: `${owner}/${name}` },
    },
    base: { ref: 'main', sha: sha('refs/heads/main') },
  });

  const pullNumbered = (number: string | undefined) =>
    pulls.find((each) => each.number === Number(number));

  type Answer = { status: number; json?: unknown; text?: string; type?: string };
  const notFound: Answer = { status: 404, json: { message: 'Not Found' } };

  let outage = false;

  function answer(
    method: string,
    url: URL,
    body: Record<string, unknown>,
    authorization: string | undefined,
  ): Answer {
    if (url.hostname === 'www.githubstatus.com') {
      // The components Decap looks at (its GitHub backend's status check).
      const status = outage ? 'major_outage' : 'operational';
      return {
        status: 200,
        json: {
          components: ['API Requests', 'Issues, Pull Requests, Projects'].map((component) => ({
            name: component,
            status,
          })),
        },
      };
    }
    if (authorization !== `token ${signedIn.token}`) {
      return { status: 401, json: { message: 'Bad credentials' } };
    }
    const route = decodeURIComponent(url.pathname);
    if (route === '/user') return { status: 200, json: USER };
    if (route.startsWith('/users/')) return { status: 200, json: USER };
    const prefix = `/repos/${owner}/${name}`;
    if (!route.startsWith(prefix)) return notFound;
    const rest = route.slice(prefix.length);
    const params = url.searchParams;
    let match: RegExpMatchArray | null;

    if (rest === '' && method === 'GET') {
      return {
        status: 200,
        json: {
          name,
          full_name: `${owner}/${name}`,
          owner: { login: owner },
          fork: false,
          permissions: { push },
        },
      };
    }
    if ((match = rest.match(/^\/branches\/(.+)$/)) && method === 'GET') {
      const branch = match[1]!;
      if (!exists(`refs/heads/${branch}`)) return notFound;
      return { status: 200, json: { name: branch, commit: { sha: sha(`refs/heads/${branch}`) } } };
    }
    if ((match = rest.match(/^\/git\/trees\/([^:]+)(?::(.*))?$/)) && method === 'GET') {
      const [, ref, folder = ''] = match;
      const object = folder ? `${ref}:${folder}` : `${ref}^{tree}`;
      if (!exists(object)) return notFound;
      const recursive = params.get('recursive') ? ['-r', '-t'] : [];
      const tree = git('ls-tree', '-l', ...recursive, object)
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [meta, entryPath] = line.split('\t');
          const [mode, type, objectSha, size] = meta!.split(/\s+/);
          return { path: entryPath, mode, type, sha: objectSha, size: Number(size) || 0 };
        });
      return { status: 200, json: { sha: sha(object), tree, truncated: false } };
    }
    if ((match = rest.match(/^\/git\/blobs\/([0-9a-f]+)$/)) && method === 'GET') {
      const content = execFileSync('git', ['-C', repo, 'cat-file', 'blob', match[1]!]);
      return {
        status: 200,
        json: {
          sha: match[1],
          size: content.length,
          content: content.toString('base64'),
          encoding: 'base64',
        },
      };
    }
    if (rest === '/git/blobs' && method === 'POST') {
      const content = Buffer.from(
        String(body.content),
        body.encoding === 'base64' ? 'base64' : 'utf8',
      );
      return { status: 201, json: { sha: gitIn(content, 'hash-object', '-w', '--stdin').trim() } };
    }
    if (rest === '/git/trees' && method === 'POST') {
      const base = body.base_tree ? String(body.base_tree) : undefined;
      return { status: 201, json: { sha: writeTree(base, body.tree as TreeEntry[]), tree: [] } };
    }
    if (rest === '/git/commits' && method === 'POST') {
      const parents = (body.parents as string[]).flatMap((parent) => ['-p', parent]);
      const commit = gitIn(
        String(body.message),
        'commit-tree',
        String(body.tree),
        ...parents,
      ).trim();
      return { status: 201, json: commitJson(commit) };
    }
    if (rest === '/git/refs' && method === 'POST') {
      const ref = String(body.ref);
      if (exists(ref)) return { status: 422, json: { message: 'Reference already exists' } };
      git('update-ref', ref, String(body.sha));
      return { status: 201, json: { ref, object: { sha: body.sha, type: 'commit' } } };
    }
    if ((match = rest.match(/^\/git\/refs\/(heads\/.+)$/))) {
      const ref = `refs/${match[1]}`;
      if (!exists(ref)) return { status: 422, json: { message: 'Reference does not exist' } };
      if (method === 'PATCH') {
        git('update-ref', ref, String(body.sha));
        return { status: 200, json: { ref, object: { sha: body.sha, type: 'commit' } } };
      }
      if (method === 'DELETE') {
        git('update-ref', '-d', ref);
        return { status: 204, text: '' };
      }
      return { status: 200, json: { ref, object: { sha: sha(ref), type: 'commit' } } };
    }
    if (rest.startsWith('/git/refs/')) return notFound;
    if (rest === '/pulls' && method === 'GET') {
      const head = params.get('head');
      const state = params.get('state') ?? 'open';
      const list = pulls.filter(
        (pull) =>
          (state === 'all' || pull.state === state) && (!head || head === `${owner}:${pull.head}`),
      );
      return { status: 200, json: list.map(pullJson) };
    }
    if (rest === '/pulls' && method === 'POST') {
      const head = String(body.head);
      const pull: PullRequest = {
        number: pulls.length + 1,
        title: String(body.title),
        body: String(body.body ?? ''),
        state: 'open',
        merged: false,
        head: head.slice(head.indexOf(':') + 1),
        labels: [],
      };
      pulls.push(pull);
      return { status: 201, json: pullJson(pull) };
    }
    if ((match = rest.match(/^\/pulls\/(\d+)\/merge$/)) && method === 'PUT') {
      const pull = pullNumbered(match[1]);
      if (!pull || pull.state !== 'open')
        return { status: 405, json: { message: 'Pull Request is not mergeable' } };
      const head = sha(`refs/heads/${pull.head}`);
      if (body.sha && body.sha !== head)
        return { status: 409, json: { message: 'Head branch was modified' } };
      // As GitHub squashes: the head's tree on main, titled after the pull request.
      const message = `${pull.title} (#${pull.number})\n\n${String(body.commit_message ?? '')}`;
      const parents =
        body.merge_method === 'squash'
          ? ['-p', sha('refs/heads/main')]
          : ['-p', sha('refs/heads/main'), '-p', head];
      const merged = gitIn(message, 'commit-tree', `${head}^{tree}`, ...parents).trim();
      git('update-ref', 'refs/heads/main', merged);
      pull.state = 'closed';
      pull.merged = true;
      return {
        status: 200,
        json: { sha: merged, merged: true, message: 'Pull Request successfully merged' },
      };
    }
    if ((match = rest.match(/^\/pulls\/(\d+)\/commits$/)) && method === 'GET') {
      const pull = pullNumbered(match[1]);
      if (!pull) return notFound;
      const list = git('rev-list', '--reverse', `main..refs/heads/${pull.head}`)
        .split('\n')
        .filter(Boolean);
      return { status: 200, json: list.map(commitJson) };
    }
    if ((match = rest.match(/^\/issues\/(\d+)\/labels$/)) && method === 'PUT') {
      const pull = pullNumbered(match[1]);
      if (!pull) return notFound;
      pull.labels = [...(body.labels as string[])];
      return { status: 200, json: pull.labels.map((label) => ({ name: label })) };
    }
    if ((match = rest.match(/^\/compare\/(.+)\.\.\.(.+)$/)) && method === 'GET') {
      const base = commitOf(match[1]!);
      const head = commitOf(match[2]!);
      const mergeBase = git('merge-base', base, head).trim();
      const commits = git('rev-list', '--reverse', `${mergeBase}..${head}`)
        .split('\n')
        .filter(Boolean);
      const statusNames: Record<string, string> = { A: 'added', M: 'modified', D: 'removed' };
      const files = git('diff', '--name-status', '--no-renames', mergeBase, head)
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [code, filename] = line.split('\t');
          const removed = code === 'D';
          return {
            filename,
            status: statusNames[code!] ?? 'modified',
            sha: removed ? '' : git('rev-parse', `${head}:${filename}`).trim(),
            // GitHub gives a text file's patch, not a binary's.
            ...(git('diff', '--numstat', mergeBase, head, '--', filename!).startsWith('-')
              ? {}
              : { patch: git('diff', mergeBase, head, '--', filename!) }),
          };
        });
      return {
        status: 200,
        json: {
          base_commit: commitJson(mergeBase),
          merge_base_commit: commitJson(mergeBase),
          commits: commits.map(commitJson),
          files,
        },
      };
    }
    if (rest === '/commits' && method === 'GET') {
      const args = ['log', '-1', '--format=%H', params.get('sha') ?? 'main'];
      const file = params.get('path');
      const found = git(...args, ...(file ? ['--', file] : [])).trim();
      return { status: 200, json: found ? [commitJson(found)] : [] };
    }
    if ((match = rest.match(/^\/contents\/(.+)$/)) && method === 'GET') {
      // The raw file (Accept: application/vnd.github.raw+json), as the results editor reads a draw.
      const object = `${params.get('ref') ?? 'main'}:${match[1]}`;
      if (!exists(object)) return notFound;
      return { status: 200, text: git('show', object), type: 'application/vnd.github.raw' };
    }
    if ((match = rest.match(/^\/commits\/([0-9a-f]+)\/status$/)) && method === 'GET') {
      const list = statuses.get(match[1]!) ?? [];
      return { status: 200, json: { state: list.length ? 'success' : 'pending', statuses: list } };
    }
    if ((match = rest.match(/^\/statuses\/([0-9a-f]+)$/)) && method === 'POST') {
      setStatus(match[1]!, body as Record<string, string>);
      return { status: 201, json: body };
    }
    return notFound;
  }

  function setStatus(commit: string, status: Record<string, string>) {
    statuses.set(commit, [...(statuses.get(commit) ?? []), status]);
  }

  async function handle(route: Route) {
    const request = route.request();
    const url = new URL(request.url());
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type, cache-control',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-expose-headers': 'link',
    };
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors, body: '' });
      return;
    }
    const text = request.postData();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (url.hostname === 'api.github.com') {
      requests.push({
        method: request.method(),
        path: `${url.pathname}${url.search}`,
        ...(text ? { body } : {}),
        authorization: request.headers().authorization,
        accept: request.headers().accept,
      });
    }
    let reply: Answer;
    try {
      reply = answer(request.method(), url, body, request.headers().authorization);
    } catch (error) {
      reply = {
        status: 422,
        json: { message: error instanceof Error ? error.message : String(error) },
      };
    }
    await route.fulfill({
      status: reply.status,
      headers: {
        ...cors,
        'content-type':
          reply.type ??
          (reply.json === undefined ? 'text/plain' : 'application/json; charset=utf-8'),
      },
      body: reply.json === undefined ? (reply.text ?? '') : JSON.stringify(reply.json),
    });
  }

  return {
    owner,
    repo: `${owner}/${name}`,
    signedIn,
    requests,
    git,
    setStatus,
    headOf: (branch) => sha(`refs/heads/${branch}`),
    commitOnMain(file, text, message) {
      const blob = gitIn(text, 'hash-object', '-w', '--stdin').trim();
      const tree = writeTree('main', [{ path: file, mode: '100644', sha: blob }]);
      const commit = gitIn(message, 'commit-tree', tree, '-p', sha('refs/heads/main')).trim();
      git('update-ref', 'refs/heads/main', commit);
    },
    reportOutage: () => {
      outage = true;
    },
    grantWriteAccess: () => {
      push = true;
    },
    revokeToken: () => {
      tokens += 1;
      signedIn.token = `${TOKEN}-${tokens}`;
    },
    async serve(page) {
      await page.route(/^https:\/\/(api\.github\.com|www\.githubstatus\.com)\//, handle);
    },
    remove: () => rmSync(repo, { recursive: true, force: true, maxRetries: 5 }),
  };
}
