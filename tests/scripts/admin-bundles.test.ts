import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { readEventFiles } from '@/lib/events/content';
import { getDraws, readDrawFiles } from '@/lib/events/draw/load';
import { undrawableMessage } from '@/lib/og/glyphs';

import { makeScratchCopy, PROJECT_ROOT, removeScratchCopy } from '../support/scratch-copy';

// The CMS's checks before a save as scripts/admin.ts bundles them for the browser, run in one
// (jsdom) with Decap stood in for: what they know is baked in at build (the events' dates, the
// share picture's characters), and the results editor's carries no zod. Built in a throwaway
// copy of the project, never in the working tree.
jest.setTimeout(120_000);

let copy: string;
const bundles: Record<string, string> = {};
beforeAll(() => {
  copy = makeScratchCopy('admin-bundles', { compiles: false });
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(NEXT_PUBLIC|CMS)_/.test(key)) delete env[key];
  }
  const tsx = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
  const run = spawnSync(tsx, ['scripts/admin.ts'], { cwd: copy, encoding: 'utf8', env });
  if (run.status !== 0) throw new Error(`scripts/admin.ts failed:\n${run.stderr}`);
  for (const name of ['results-check', 'content-check']) {
    bundles[name] = readFileSync(path.join(copy, 'public', 'admin', `${name}.js`), 'utf8');
  }
});
afterAll(() => removeScratchCopy(copy));

type Handler = (event: { entry: { get(key: string): unknown } }) => unknown;

/** Runs a bundle as the page does, after a stand-in for Decap; its preSave listeners. */
function load(bundle: string): Handler[] {
  const handlers: Handler[] = [];
  Object.assign(window, {
    CMS: {
      registerEventListener: ({ name, handler }: { name: string; handler: Handler }) => {
        if (name === 'preSave') handlers.push(handler);
      },
      registerWidget: () => undefined,
      getLocale: () => undefined,
      registerLocale: () => undefined,
    },
    h: () => null,
    createClass: (spec: object) => spec,
    fetch: () => Promise.reject(new Error('no network in this test')),
  });
  new Function(bundle)();
  return handlers;
}

/** What the listeners say of a save: the first refusal's words, or '' when all let it through. */
async function save(handlers: Handler[], fields: Record<string, unknown>): Promise<string> {
  const entry = {
    get: (key: string) =>
      key === 'data'
        ? { toJS: () => JSON.parse(JSON.stringify(fields.data)) as unknown }
        : fields[key],
  };
  try {
    for (const handler of handlers) await handler({ entry });
    return '';
  } catch (error) {
    return String(error);
  }
}

describe('the results editor’s bundle (results-check.js)', () => {
  const [draw] = getDraws();
  const file = readDrawFiles().find((each) => each.file === draw!.file)!;
  const saved = file.data as { entrants: string; rounds: { startsAt: string }[] };
  const saving = (data: object) => ({ collection: 'draws', path: draw!.file, data });

  it('carries no zod', () => {
    expect(bundles['results-check']).not.toMatch(/\$?Zod[A-Z]\w+/);
    expect(bundles['content-check']).toMatch(/\$?Zod[A-Z]\w+/);
  });

  it('refuses rounds out of order, and rounds outside the event as of the build', async () => {
    const handlers = load(bundles['results-check']!);
    expect(await save(handlers, saving(saved))).toBe('');
    const [first, second] = saved.rounds;
    const backwards = {
      ...saved,
      rounds: [first, { ...second, startsAt: '2025-04-08T08:00:00+05:30' }],
    };
    expect(await save(handlers, saving(backwards))).toMatch(
      /^Round 2: Starts at: round 2 starts April 8, 2025, 8:00 AM, before round 1 \(/,
    );
    const lastYear = { ...saved, rounds: [{ ...first, startsAt: '2024-04-08T09:00:00+05:30' }] };
    expect(await save(handlers, saving(lastYear))).toContain(
      `Round 1: Starts at: starts April 8, 2024, 9:00 AM, outside the event (`,
    );
  });

  it('refuses an entrant the share picture cannot draw, in the build’s words', async () => {
    const handlers = load(bundles['results-check']!);
    const entrants = `${saved.entrants}\nঅমিত দল`;
    expect(await save(handlers, saving({ ...saved, entrants }))).toContain(
      `"অমিত দল" ${undrawableMessage('অমিত দল')}.`,
    );
  });
});

describe('the content manager’s bundle (content-check.js)', () => {
  it('refuses an event title the share picture cannot draw, in the build’s words', async () => {
    const handlers = load(bundles['content-check']!);
    const [event] = readEventFiles();
    const data = event!.data as { id: string; title: string };
    const saving = (title: string) => ({
      collection: 'events',
      slug: data.id,
      newRecord: false,
      data: { ...data, title },
    });
    expect(await save(handlers, saving(data.title))).toBe('');
    expect(await save(handlers, saving('Chess 🏆 Cup'))).toContain(
      undrawableMessage('Chess 🏆 Cup')!,
    );
  });
});
