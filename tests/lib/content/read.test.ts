/** @jest-environment node */
import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { contentFilesIn, loadOnce, readContentFile, readContentFiles } from '@/lib/content/read';

import { contentErrorOf } from './content-error';

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

describe('readContentFile', () => {
  const saved = (text: string) => {
    writeFileSync(file(), text);
    return () => readContentFile('content/site.json', root);
  };

  it('reads a file Windows Notepad saved, its byte-order mark and all', () => {
    expect(saved('\uFEFF{ "name": "Team Sportivo" }')()).toEqual({ name: 'Team Sportivo' });
  });

  it('says an empty file is empty, not that a comma is missing', () => {
    expect(contentErrorOf(saved(' \n'))).toBe(
      'content/site.json: the file is empty: write its content back (GitHub keeps its earlier versions), or delete it',
    );
  });

  it('names broken JSON in one line, with its hint', () => {
    const message = contentErrorOf(saved('{\n  "name": Team,\n  "city": "Kolkata"\n}\n'));
    expect(message).not.toContain('\n');
    expect(message).toMatch(/^content\/site\.json: not valid JSON \(.+\): look near that place/);
  });
});

describe('readContentFiles', () => {
  const folder = () => path.join(root, 'content', 'events');
  const add = (name: string, text = '{ "id": "x" }') =>
    writeFileSync(path.join(folder(), name), text);
  beforeEach(() => mkdirSync(folder()));

  it('refuses a file it would not read, naming the name it needs; dotfiles are left alone', () => {
    add('cricket.json');
    add('futsal');
    add('handball.JSON');
    add('cricket.json.bak');
    add('.gitkeep', '');
    add('Thumbs.db', '');
    expect(readContentFiles('content/events', root)).toEqual([
      { file: 'content/events/cricket.json', data: { id: 'x' } },
      {
        file: 'content/events/cricket.json.bak',
        data: undefined,
        problem:
          'content/events/cricket.json.bak: is not read (only files ending in .json are), and content/events/cricket.json is there: delete this one if it is an old copy',
      },
      {
        file: 'content/events/futsal',
        data: undefined,
        problem:
          'content/events/futsal: is not read (only files ending in .json are): name it futsal.json',
      },
      {
        file: 'content/events/handball.JSON',
        data: undefined,
        problem:
          'content/events/handball.JSON: is not read (only files ending in .json are): name it handball.json',
      },
    ]);
    // What the calendar's history reads: the .json files only.
    expect(contentFilesIn('content/events', root)).toEqual(['content/events/cricket.json']);
  });
});
