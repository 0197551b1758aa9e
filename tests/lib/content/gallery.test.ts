/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  DEFAULT_IMAGE_SIZE,
  galleryCategoryOf,
  getGalleryCategories,
  getGalleryImages,
  parseGalleryCategories,
  svgSize,
  type GalleryCategory,
} from '@/lib/content/gallery';
import { ContentError } from '@/lib/content/parse';

import { contentErrorOf } from './content-error';

const CATEGORIES: GalleryCategory[] = [
  { name: 'Chess', folder: 'chess' },
  { name: 'Cricket', folder: 'cricket' },
  { name: 'Flash events', folder: 'flash-events' },
];

const SVG_4_3 =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1" height="1"/></svg>';

let dir: string;

function addFile(folder: string, name: string, content = SVG_4_3): void {
  mkdirSync(path.join(dir, folder), { recursive: true });
  writeFileSync(path.join(dir, folder, name), content);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gallery-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('getGalleryImages', () => {
  it('builds src, alt and category from the folder and file name', () => {
    addFile('cricket', 'Final_over_at_the_campus_ground.svg');
    expect(getGalleryImages(dir, CATEGORIES)).toEqual([
      {
        src: '/images/gallery/cricket/Final_over_at_the_campus_ground.svg',
        alt: 'Final over at the campus ground',
        category: 'cricket',
        width: 1200,
        height: 900,
      },
    ]);
  });

  it('shows a file dropped into a folder on the next build', () => {
    addFile('chess', 'Opening_move.svg');
    expect(getGalleryImages(dir, CATEGORIES).map((image) => image.alt)).toEqual(['Opening move']);

    addFile('chess', 'Checkmate_in_the_final.svg');
    expect(getGalleryImages(dir, CATEGORIES).map((image) => image.alt)).toEqual([
      'Checkmate in the final',
      'Opening move',
    ]);
  });

  it('orders categories as in content and files by name within each', () => {
    addFile('flash-events', 'Tug_of_war.svg');
    addFile('cricket', 'b_second.png', 'raster');
    addFile('cricket', 'a_first.jpg', 'raster');
    addFile('chess', '10_last.svg');
    addFile('chess', '2_first.svg');
    expect(
      getGalleryImages(dir, CATEGORIES).map((image) => `${image.category}/${image.alt}`),
    ).toEqual([
      'chess/2 first',
      'chess/10 last',
      'cricket/a first',
      'cricket/b second',
      'flash-events/Tug of war',
    ]);
  });

  it('ignores files that are not images', () => {
    addFile('cricket', 'notes.txt', 'hello');
    addFile('cricket', '.DS_Store', '');
    addFile('cricket', 'Scorecard.pdf', '%PDF');
    addFile('cricket', 'six.webp', 'raster');
    writeFileSync(path.join(dir, 'README.md'), 'not a folder');
    expect(getGalleryImages(dir, CATEGORIES).map((image) => image.src)).toEqual([
      '/images/gallery/cricket/six.webp',
    ]);
  });

  it('fails the build on a picture with an upper-case extension, naming it as the project does', () => {
    addFile(
      'cricket',
      'Team.SVG',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    addFile('chess', 'Board.Jpg', 'raster');
    const message = contentErrorOf(() => getGalleryImages(dir, CATEGORIES));
    expect(message).toContain(
      '\n  public/images/gallery/cricket/Team.SVG: rename it Team.svg, with a lower-case extension; the site only serves pictures named that way',
    );
    expect(message).toContain('\n  public/images/gallery/chess/Board.Jpg: rename it Board.jpg');
    expect(message).not.toContain(dir);
  });

  it('leaves a category without a folder empty', () => {
    addFile('chess', 'Board.svg');
    const images = getGalleryImages(dir, CATEGORIES);
    expect(images.filter((image) => image.category === 'cricket')).toEqual([]);
    expect(images).toHaveLength(1);
  });

  it('fails the build on a folder that is not a listed category, naming it', () => {
    addFile('cricket', 'Six.svg');
    addFile('kabaddi', 'Raid.svg');
    expect(() => getGalleryImages(dir, CATEGORIES)).toThrow(ContentError);
    const message = contentErrorOf(() => getGalleryImages(dir, CATEGORIES));
    // Each line starts with the file to fix, as the deploy's summary lists them; no machine path.
    expect(message).toContain(
      '\n  content/gallery.json: field "categories": no category has the folder "kabaddi" (public/images/gallery/kabaddi/): add one with "folder": "kabaddi", or move its pictures into one of: chess, cricket, flash-events',
    );
    expect(message).not.toContain(dir);
  });

  it('reads SVG sizes and assumes 4:3 for raster files', () => {
    addFile(
      'chess',
      'Wide.svg',
      '<svg viewBox="0 0 1600 900" xmlns="http://www.w3.org/2000/svg"></svg>',
    );
    addFile('chess', 'Photo.jpg', 'raster');
    const sizes = getGalleryImages(dir, CATEGORIES).map(({ alt, width, height }) => ({
      alt,
      width,
      height,
    }));
    expect(sizes).toEqual([
      { alt: 'Photo', ...DEFAULT_IMAGE_SIZE },
      { alt: 'Wide', width: 1600, height: 900 },
    ]);
  });

  it('encodes file names that are not URL-safe', () => {
    addFile('cricket', 'Prize giving #1.svg');
    expect(getGalleryImages(dir, CATEGORIES)[0]?.src).toBe(
      '/images/gallery/cricket/Prize%20giving%20%231.svg',
    );
  });
});

describe('galleryCategoryOf', () => {
  const categories = [
    { name: 'Flash events', folder: 'flash-events' },
    { name: 'Chess', folder: 'chess' },
    { name: 'Handball', folder: 'handball' },
  ];
  const images = [{ category: 'flash-events' }, { category: 'chess' }];

  it("finds an event's sport among the categories, case and spacing aside", () => {
    expect(galleryCategoryOf('Flash  Events', categories, images)).toEqual(categories[0]);
    expect(galleryCategoryOf(' chess', categories, images)).toEqual(categories[1]);
  });

  it('has none for a sport without a category or a category without pictures', () => {
    expect(galleryCategoryOf('Table Tennis', categories, images)).toBeUndefined();
    expect(galleryCategoryOf('Handball', categories, images)).toBeUndefined();
  });
});

describe('svgSize', () => {
  it('prefers width and height, ignoring stroke-width', () => {
    expect(svgSize('<svg stroke-width="3" width="800px" height="600" viewBox="0 0 4 3">')).toEqual({
      width: 800,
      height: 600,
    });
  });

  it('falls back to the viewBox, scaled to a single given dimension', () => {
    expect(svgSize('<svg viewBox="0,0,400,300">')).toEqual({ width: 400, height: 300 });
    expect(svgSize('<svg width="800" viewBox="0 0 400 300">')).toEqual({ width: 800, height: 600 });
  });

  it('returns undefined when nothing gives a size', () => {
    expect(svgSize('<svg width="100%" height="100%">')).toBeUndefined();
    expect(svgSize('not an svg')).toBeUndefined();
  });
});

describe('parseGalleryCategories', () => {
  it('reads the chips in the order of the file', () => {
    const listed = [CATEGORIES[2]!, CATEGORIES[0]!, CATEGORIES[1]!];
    expect(parseGalleryCategories(listed.map((category) => ({ ...category })))).toEqual(listed);
  });

  it('names the category and field of a folder listed twice or not written as a folder', () => {
    const twice = [...CATEGORIES, { name: 'Chess again', folder: 'chess' }];
    expect(contentErrorOf(() => parseGalleryCategories(twice))).toContain(
      'content/gallery.json: category "Chess again": field "folder": folder "chess" is listed twice',
    );
    const spaced = [{ name: 'Flash events', folder: 'Flash events' }];
    expect(contentErrorOf(() => parseGalleryCategories(spaced))).toContain(
      'category "Flash events": field "folder": must be lower-case letters, digits and dashes',
    );
  });
});

describe('content/gallery.json', () => {
  it('lists each folder once, and every picture folder of public/images/gallery/ is one', () => {
    const folders = getGalleryCategories().map((category) => category.folder);
    expect(new Set(folders).size).toBe(folders.length);
    // getGalleryImages throws on a folder that is not a category.
    for (const image of getGalleryImages()) expect(folders).toContain(image.category);
  });
});
