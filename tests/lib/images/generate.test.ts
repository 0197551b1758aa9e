/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

import { generateResponsiveImages, widthsFor } from '@/lib/images/generate';
import { photoLocation } from '@/lib/images/location';

let root: string;
let publicDir: string;
let manifestFile: string;

async function picture(relative: string, width: number, height: number, format: 'jpeg' | 'png') {
  const file = path.join(publicDir, 'images', relative);
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#0F8A8A' } })
    [format]()
    .toFile(file);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'images-'));
  publicDir = path.join(root, 'public');
  manifestFile = path.join(root, '.images-manifest.json');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('widthsFor', () => {
  it('makes the standard widths below the original, plus the original', () => {
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(1600)).toEqual([480, 960, 1600]);
    expect(widthsFor(4000)).toEqual([480, 960, 1600]);
  });
});

describe('generateResponsiveImages', () => {
  it('makes AVIF and WebP copies of each JPEG and PNG, and a manifest keyed by the public URL', async () => {
    await picture('gallery/football/Final over.jpg', 1200, 800, 'jpeg');
    await picture('teams/CC/2_player.png', 300, 375, 'png');
    writeFileSync(path.join(publicDir, 'images', 'logo.svg'), '<svg/>');

    const { manifest, written, reused } = await generateResponsiveImages(publicDir, manifestFile);

    expect(Object.keys(manifest).sort()).toEqual([
      '/images/gallery/football/Final%20over.jpg',
      '/images/teams/CC/2_player.png',
    ]);
    const final = manifest['/images/gallery/football/Final%20over.jpg']!;
    expect(final).toMatchObject({ width: 1200, height: 800 });
    const urls = final.avif.split(', ').map((candidate) => candidate.split(' '));
    expect(urls.map(([, width]) => width)).toEqual(['480w', '960w', '1200w']);
    for (const [url, width] of urls) {
      expect(url).toMatch(/^\/_img\/gallery\/football\/final-over\.[0-9a-f]{10}-\d+\.avif$/);
      const made = await sharp(path.join(publicDir, url!)).metadata();
      expect(made.format).toBe('heif');
      expect(`${made.width}w`).toBe(width);
    }
    expect(final.webp).toMatch(/-480\.webp 480w, .+-960\.webp 960w, .+-1200\.webp 1200w$/);
    expect(manifest['/images/teams/CC/2_player.png']!.webp).toMatch(/-300\.webp 300w$/);
    expect(written).toBe(8);
    expect(reused).toBe(0);
    expect(JSON.parse(readFileSync(manifestFile, 'utf8'))).toEqual(manifest);
  });

  it('reuses copies on a rebuild and removes the copies of a picture that is gone', async () => {
    await picture('gallery/chess/a.jpg', 500, 500, 'jpeg');
    await picture('gallery/chess/b.jpg', 500, 500, 'jpeg');
    const first = await generateResponsiveImages(publicDir, manifestFile);
    const copy = path.join(
      publicDir,
      first.manifest['/images/gallery/chess/a.jpg']!.avif.split(' ')[0]!,
    );
    const madeAt = statSync(copy).mtimeMs;

    rmSync(path.join(publicDir, 'images', 'gallery', 'chess', 'b.jpg'));
    const second = await generateResponsiveImages(publicDir, manifestFile);

    expect(second.written).toBe(0);
    expect(second.reused).toBe(4);
    expect(statSync(copy).mtimeMs).toBe(madeAt);
    expect(Object.keys(second.manifest)).toEqual(['/images/gallery/chess/a.jpg']);
    const gone = first.manifest['/images/gallery/chess/b.jpg']!.avif.split(' ')[0]!;
    expect(existsSync(path.join(publicDir, gone))).toBe(false);
  });

  it('makes new copies when a picture changes under the same name', async () => {
    await picture('gallery/chess/a.jpg', 500, 500, 'jpeg');
    const before = (await generateResponsiveImages(publicDir, manifestFile)).manifest;
    await picture('gallery/chess/a.jpg', 640, 480, 'jpeg');
    const after = (await generateResponsiveImages(publicDir, manifestFile)).manifest;
    expect(after['/images/gallery/chess/a.jpg']).toMatchObject({ width: 640, height: 480 });
    expect(after['/images/gallery/chess/a.jpg']!.avif).not.toBe(
      before['/images/gallery/chess/a.jpg']!.avif,
    );
  });

  it('removes the metadata of the served original in place (once), and the copies carry none', async () => {
    const file = path.join(publicDir, 'images', 'gallery', 'cricket', 'phone.jpg');
    mkdirSync(path.dirname(file), { recursive: true });
    await sharp({ create: { width: 320, height: 240, channels: 3, background: '#0F8A8A' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMakerX', Model: 'Model Y' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 34/1 0/1' },
      })
      .toFile(file);
    const pixelsBefore = await sharp(file).raw().toBuffer();

    const first = await generateResponsiveImages(publicDir, manifestFile);
    expect(first.stripped).toEqual(['public/images/gallery/cricket/phone.jpg']);
    expect(readFileSync(file).includes('PhoneMakerX')).toBe(false);
    expect((await sharp(file).metadata()).exif).toBeUndefined();
    expect(await sharp(file).raw().toBuffer()).toEqual(pixelsBefore);
    const entry = first.manifest['/images/gallery/cricket/phone.jpg']!;
    for (const srcset of [entry.avif, entry.webp]) {
      for (const candidate of srcset.split(', ')) {
        const copy = path.join(publicDir, candidate.split(' ')[0]!);
        expect((await sharp(copy).metadata()).exif).toBeUndefined();
        expect(readFileSync(copy).includes('PhoneMakerX')).toBe(false);
      }
    }

    const second = await generateResponsiveImages(publicDir, manifestFile);
    expect(second.stripped).toEqual([]);
    expect(second.written).toBe(0);
    expect(second.manifest).toEqual(first.manifest);
  }, 20_000);

  it('cleans WebP and AVIF originals too, which get no copies but ship as they are', async () => {
    const folder = path.join(publicDir, 'images', 'gallery', 'cricket');
    mkdirSync(folder, { recursive: true });
    const gps = { IFD0: { Make: 'PhoneMakerX' }, IFD3: { GPSLatitudeRef: 'N' } };
    const photo = () =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: '#0F8A8A' } });
    await photo().webp().withExif(gps).toFile(path.join(folder, 'phone.webp'));
    await photo().avif().withExif(gps).toFile(path.join(folder, 'phone.avif'));

    const result = await generateResponsiveImages(publicDir, manifestFile);
    expect(result.stripped).toEqual([
      'public/images/gallery/cricket/phone.avif',
      'public/images/gallery/cricket/phone.webp',
    ]);
    for (const name of ['phone.webp', 'phone.avif']) {
      expect(photoLocation(readFileSync(path.join(folder, name)))).toBeNull();
      expect(readFileSync(path.join(folder, name)).includes('PhoneMakerX')).toBe(false);
    }
    expect(result.manifest).toEqual({});
  }, 20_000);

  it('fails naming the file when a picture cannot be read', async () => {
    mkdirSync(path.join(publicDir, 'images', 'gallery', 'cricket'), { recursive: true });
    writeFileSync(path.join(publicDir, 'images', 'gallery', 'cricket', 'broken.jpg'), 'not a jpeg');
    await expect(generateResponsiveImages(publicDir, manifestFile)).rejects.toThrow(
      /^public\/images\/gallery\/cricket\/broken\.jpg: not a readable picture/,
    );
  });
});
