/** @jest-environment node */
import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { loadOnce, readContentFile } from '@/lib/content/read';

// A throwaway content/ folder: one file whose text the test changes.
let root: string;
const file = () => path.join(root, 'content', 'site.json');
const write = (name: string, at: number) => {
  writeFileSync(file(), JSON.stringify({ name }));
  utimesSync(file(), at / 1000, at / 1000);
};
const environment = process.env.NODE_ENV;
const setMode = (mode: string) => Object.assign(process.env, { NODE_ENV: mode });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-read-'));
  mkdirSync(path.join(root, 'content'));
  write('Team Sportivo', 1_000_000);
});
afterEach(() => {
  setMode(environment ?? 'test');
  rmSync(root, { recursive: true, force: true });
});

describe('loadOnce', () => {
  const loader = () => {
    const load = jest.fn(() => readContentFile('content/site.json', root));
    return { load, get: loadOnce(load, root) };
  };

  it('reads once for a build, whatever changes after', () => {
    setMode('production');
    const { load, get } = loader();
    expect(get()).toEqual({ name: 'Team Sportivo' });
    write('Renamed Club', 2_000_000);
    expect(get()).toEqual({ name: 'Team Sportivo' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('under next dev (npm run cms), reads again once a content file has changed, and only then', () => {
    setMode('development');
    const { load, get } = loader();
    expect(get()).toEqual({ name: 'Team Sportivo' });
    expect(get()).toEqual({ name: 'Team Sportivo' });
    expect(load).toHaveBeenCalledTimes(1);
    // Saved in the CMS.
    write('Renamed Club', 2_000_000);
    expect(get()).toEqual({ name: 'Renamed Club' });
    // A new file (a new event) counts too, even with an older time.
    writeFileSync(path.join(root, 'content', 'new.json'), '{}');
    utimesSync(path.join(root, 'content', 'new.json'), 1, 1);
    get();
    expect(load).toHaveBeenCalledTimes(3);
    // A file renamed (git mv): same times, same count, other content.
    renameSync(path.join(root, 'content', 'new.json'), path.join(root, 'content', 'other.json'));
    get();
    expect(load).toHaveBeenCalledTimes(4);
  });
});
