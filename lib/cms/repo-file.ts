import { SignInLost, storedUser } from './github-sign-in';
import { SaveRefused } from './save-refused';

// A file of the repository as it is now, read in the browser before a save the way the editor's
// backend reads it (Decap's user in storage says which: "github" with its token, or "proxy",
// `npm run cms`'s local backend): the results editor reads the draw it merges with
// (results-merge.ts) and the dates of its event (event-dates.ts).

/** Where the content is saved: the GitHub repository, or `npm run cms`'s local backend. */
export type RepoSource = { repo: string; branch: string; localUrl?: string };

/** What a read goes through: the page's fetch and storage (a test's own). */
export type RepoNetwork = { fetch?: typeof fetch; storage?: Storage };

/** The file could not be read (`reason`: "no connection", "GitHub answered 502"). */
export class FileUnread extends Error {
  constructor(readonly reason: string) {
    super(`The file could not be read (${reason})`);
    this.name = 'FileUnread';
  }
}

/**
 * The text of the file at `path` on the source's branch now; undefined when there is no such
 * file (GitHub's 404), no one is signed in, or GitHub refuses the read (403: a rate limit,
 * access taken away, which a save then meets with its own words). Throws SignInLost when GitHub
 * refuses the token, and FileUnread when the file cannot be read (no signal, an error on the
 * other side).
 */
export async function readRepoFile(
  source: RepoSource,
  path: string,
  { fetch: get = fetch, storage = localStorage }: RepoNetwork = {},
): Promise<string | undefined> {
  const user = storedUser(storage);
  try {
    if (user.backendName === 'proxy' && source.localUrl) {
      const response = await get(source.localUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'getEntry', params: { branch: source.branch, path } }),
        cache: 'no-store',
      });
      if (!response.ok) throw new FileUnread(`the local backend answered ${response.status}`);
      return ((await response.json()) as { data?: string }).data ?? '';
    }
    if (user.backendName !== 'github' || !user.token) return undefined;
    const file = path.split('/').map(encodeURIComponent).join('/');
    const response = await get(
      `https://api.github.com/repos/${source.repo}/contents/${file}?ref=${encodeURIComponent(source.branch)}`,
      {
        headers: {
          Accept: 'application/vnd.github.raw+json',
          Authorization: `token ${user.token}`,
        },
        // GitHub lets a browser keep an answer a minute: the file as it is now.
        cache: 'no-store',
      },
    );
    if (response.status === 401) throw new SignInLost();
    if (response.status === 404 || response.status === 403) return undefined;
    if (!response.ok) throw new FileUnread(`GitHub answered ${response.status}`);
    return await response.text();
  } catch (error) {
    if (error instanceof FileUnread || error instanceof SaveRefused) throw error;
    throw new FileUnread('no connection');
  }
}
