import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { ContentError, type ContentFile } from './parse';

/**
 * Reads the content files (JSON) at build time. Paths are relative to the project, e.g.
 * "content/site.json", so every message names the file an organiser (or the CMS) edits.
 */
export const CONTENT_ROOT = process.cwd();

/**
 * An empty optional field is absent: the CMS writes "" when an organiser clears a field, and a
 * required field left empty is still reported ("is missing").
 */
export function dropEmptyStrings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropEmptyStrings);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== '' && item !== null)
      .map(([key, item]) => [key, dropEmptyStrings(item)]),
  );
}

/** What the content is: every file under content/ with the time it last changed. */
function contentStamp(root: string): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(`${full}@${statSync(full).mtimeMs}`);
    }
  };
  walk(path.join(root, 'content'));
  return files.sort().join('\n');
}

/**
 * A loader whose result is worked out once (a build reads each content file once). Under
 * `next dev` (`npm run cms`) it is worked out again whenever a file under content/ has changed,
 * so what an organiser saves in the CMS shows on the next page load, as docs/organisers.md says.
 */
export function loadOnce<T>(load: () => T, root: string = CONTENT_ROOT): () => T {
  let loaded: { stamp: string; value: T } | undefined;
  return () => {
    const stamp = process.env.NODE_ENV === 'development' ? contentStamp(root) : '';
    if (!loaded || loaded.stamp !== stamp) loaded = { stamp, value: load() };
    return loaded.value;
  };
}

/**
 * The parsed JSON of one content file; a missing or empty file, or broken JSON, is a ContentError
 * of one line (a CI annotation shows only a message's first line).
 */
export function readContentFile(file: string, root: string = CONTENT_ROOT): unknown {
  const full = path.join(root, file);
  if (!existsSync(full)) throw new ContentError(`${file}: the file is missing`);
  // Windows Notepad starts a file it saves as UTF-8 with a byte-order mark, invisible in editors.
  const text = readFileSync(full, 'utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') {
    throw new ContentError(
      `${file}: the file is empty: write its content back (GitHub keeps its earlier versions), or delete it`,
    );
  }
  try {
    return dropEmptyStrings(JSON.parse(text));
  } catch (error) {
    const reason = (error as Error).message.replace(/\s*\n\s*/g, ' ');
    throw new ContentError(`${file}: not valid JSON (${reason}): ${JSON_HINT}`);
  }
}

/** What usually breaks a hand-edited JSON file, in words an organiser can act on. */
const JSON_HINT =
  'look near that place for a comma after the last item before } or ], a missing comma ' +
  'between two items, or a missing " around a text';

/**
 * Every file of a content folder as ContentFiles, each parsed as JSON. A file that cannot be
 * parsed, or is not read because its name does not end in .json, carries its problem instead of
 * data, so the loader reports it beside the problems of every other file (parseEntry), not only
 * the first broken one, and an event saved as "futsal.JSON" does not vanish without a word.
 */
export function readContentFiles(folder: string, root: string = CONTENT_ROOT): ContentFile[] {
  return filesIn(folder, root).map((file) => {
    if (!file.endsWith('.json'))
      return { file, data: undefined, problem: unreadProblem(file, root) };
    try {
      return { file, data: readContentFile(file, root) };
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      return { file, data: undefined, problem: error.message };
    }
  });
}

/** Every .json file of a content folder, by file name, e.g. ["content/events/cricket.json", …]. */
export function contentFilesIn(folder: string, root: string = CONTENT_ROOT): string[] {
  return filesIn(folder, root).filter((file) => file.endsWith('.json'));
}

/** What a system leaves in a folder unasked (dotfiles such as .gitkeep and .DS_Store aside). */
const SYSTEM_FILES = new Set(['Thumbs.db', 'desktop.ini']);

/**
 * The files of a content folder, by name: the .json ones and any other an organiser put there,
 * without dotfiles and system files.
 */
function filesIn(folder: string, root: string): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .filter((entry) => !SYSTEM_FILES.has(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => `${folder}/${name}`);
}

/**
 * Why a file is not read, and the name that would be: "futsal", "futsal.JSON" and "futsal.txt"
 * would be futsal.json; "futsal.json.bak" is an old copy when futsal.json is there.
 */
function unreadProblem(file: string, root: string): string {
  const name = path.posix.basename(file);
  const base = name.replace(/(.)\.[^.]*$/, '$1').replace(/\.json$/i, '');
  const wanted = `${path.posix.dirname(file)}/${base}.json`;
  return existsSync(path.join(root, wanted))
    ? `${file}: is not read (only files ending in .json are), and ${wanted} is there: delete this one if it is an old copy`
    : `${file}: is not read (only files ending in .json are): name it ${base}.json`;
}
