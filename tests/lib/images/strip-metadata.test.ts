/** @jest-environment node */
import sharp from 'sharp';

import { photoLocation } from '@/lib/images/location';
import { cleanPicture, pngChunk, stripMetadata } from '@/lib/images/strip-metadata';

const CAMERA = 'PhoneMakerX';
const EXIF = {
  IFD0: { Make: CAMERA, Model: 'Model Y Pro', Copyright: 'Owner Name' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 34/1 2461/100' },
};

function base() {
  // Not one colour: a gradient, so "the same pixels" means something.
  const width = 64;
  const height = 48;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7) % 256;
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

async function pixels(input: Buffer): Promise<Buffer> {
  return sharp(input).rotate().raw().toBuffer();
}

/** The PNG with a text chunk added after its header, as cameras and editors write them. */
function withTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const afterHeader = 8 + 12 + png.readUInt32BE(8);
  const chunk = pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

describe('stripMetadata', () => {
  it('removes EXIF (camera, GPS), XMP and comments from a JPEG and keeps its pixels and colour profile', async () => {
    const input = await base()
      .jpeg({ quality: 90 })
      .withIccProfile('p3')
      .withExif(EXIF)
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF>Secret place</rdf:RDF></x:xmpmeta>')
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(input.includes(CAMERA)).toBe(true);

    const output = stripMetadata(input, 'jpeg', before.orientation);
    const after = await sharp(output).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toEqual(before.icc);
    for (const secret of [CAMERA, 'Model Y Pro', 'Owner Name', 'Secret place', 'GPS']) {
      expect(output.includes(secret)).toBe(false);
    }
    expect(await pixels(output)).toEqual(await pixels(input));
    // The compressed image data is copied, not re-encoded.
    expect(output.length).toBeLessThan(input.length);
    expect(input.includes(output.subarray(output.length - 2000))).toBe(true);
  });

  it('keeps a JPEG’s orientation, so it still shows the right way up, and nothing else', async () => {
    const input = await base().jpeg().withExif(EXIF).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const output = stripMetadata(input, 'jpeg', 6);
    const after = await sharp(output).metadata();
    expect(after.orientation).toBe(6);
    expect(after.width).toBe(64);
    expect(output.includes(CAMERA)).toBe(false);
    expect(after.exif!.length).toBeLessThan(40);
    expect(await pixels(output)).toEqual(await pixels(input));
  });

  it('removes EXIF and text chunks from a PNG and keeps its pixels', async () => {
    const png = await base().png().withExif(EXIF).toBuffer();
    const input = withTextChunk(png, 'Comment', 'Taken at the secret place');
    expect(input.includes('eXIf')).toBe(true);
    const output = stripMetadata(input, 'png', undefined);
    for (const secret of ['eXIf', 'tEXt', CAMERA, 'secret place']) {
      expect(output.includes(secret)).toBe(false);
    }
    expect((await sharp(output).metadata()).exif).toBeUndefined();
    expect(await pixels(output)).toEqual(await pixels(input));
  });

  it('keeps a PNG’s orientation as its only EXIF field', async () => {
    const png = await base().png().toBuffer();
    const output = stripMetadata(png, 'png', 8);
    const after = await sharp(output).metadata();
    expect(after.orientation).toBe(8);
    expect(await sharp(output).raw().toBuffer()).toHaveLength(64 * 48 * 3);
  });

  it('leaves a clean picture as it is, byte for byte', async () => {
    const jpeg = await base().jpeg().toBuffer();
    const png = await base().png().toBuffer();
    expect(stripMetadata(jpeg, 'jpeg', undefined).equals(jpeg)).toBe(true);
    expect(stripMetadata(png, 'png', undefined).equals(png)).toBe(true);
    const once = stripMetadata(await base().jpeg().withExif(EXIF).toBuffer(), 'jpeg', undefined);
    expect(stripMetadata(once, 'jpeg', undefined).equals(once)).toBe(true);
  });

  it('cuts a JPEG after its primary image: an appended image with its own GPS, a gain map, a video', async () => {
    const primary = await base().jpeg({ quality: 90 }).withExif(EXIF).toBuffer();
    // What phones append after the primary image's EOI: an MPF secondary image or Ultra HDR
    // gain map (a whole JPEG with its own EXIF), then a motion photo's video.
    const secondary = await base().resize(16).jpeg().withExif(EXIF).toBuffer();
    const video = Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42', 'latin1'), Buffer.alloc(64, 7)]);
    const input = Buffer.concat([primary, secondary, video]);
    expect(photoLocation(input)).toBe('a GPS position (EXIF)');

    const output = stripMetadata(input, 'jpeg', undefined);
    expect(output.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(output.includes(Buffer.from('ftypmp42', 'latin1'))).toBe(false);
    expect(output.includes(CAMERA)).toBe(false);
    expect(photoLocation(output)).toBeNull();
    // Exactly the primary image's data, and its pixels.
    expect(output.length).toBeLessThan(primary.length);
    expect(await pixels(output)).toEqual(await pixels(primary));
  });

  it('cuts a progressive JPEG after its last scan, not its first', async () => {
    const primary = await base().jpeg({ progressive: true }).withExif(EXIF).toBuffer();
    const output = stripMetadata(
      Buffer.concat([primary, Buffer.from('TRAILER')]),
      'jpeg',
      undefined,
    );
    expect(output.includes('TRAILER')).toBe(false);
    expect(await pixels(output)).toEqual(await pixels(primary));
  });

  it('removes EXIF and XMP from a WebP, keeps its pixels byte for byte, and keeps its orientation', async () => {
    const input = await base()
      .webp({ quality: 80 })
      .withExif(EXIF)
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF>Secret place</rdf:RDF></x:xmpmeta>')
      .toBuffer();
    expect(photoLocation(input)).toBe('a GPS position (EXIF)');
    const output = stripMetadata(input, 'webp', undefined);
    for (const secret of [CAMERA, 'Secret place', 'EXIF', 'XMP ']) {
      expect(output.includes(secret)).toBe(false);
    }
    const after = await sharp(output).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(output.readUInt32LE(4)).toBe(output.length - 8);
    expect(await pixels(output)).toEqual(await pixels(input));
    expect(stripMetadata(output, 'webp', undefined).equals(output)).toBe(true);

    const turned = await base().webp().withExif(EXIF).withMetadata({ orientation: 6 }).toBuffer();
    const upright = stripMetadata(turned, 'webp', 6);
    expect((await sharp(upright).metadata()).orientation).toBe(6);
    expect(upright.includes(CAMERA)).toBe(false);
    expect(photoLocation(upright)).toBeNull();
  });

  it('re-encodes an AVIF that carries EXIF or XMP, and leaves a clean one as it is', async () => {
    const input = await base()
      .avif()
      .withExif(EXIF)
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF>Secret place</rdf:RDF></x:xmpmeta>')
      .toBuffer();
    expect(photoLocation(input)).toBe('a GPS position (EXIF)');
    const output = await cleanPicture(input);
    for (const secret of [CAMERA, 'Secret place', 'Exif']) {
      expect(output.includes(secret)).toBe(false);
    }
    const after = await sharp(output).metadata();
    expect(after).toMatchObject({ format: 'heif', width: 64, height: 48 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(photoLocation(output)).toBeNull();
    expect((await cleanPicture(output)).equals(output)).toBe(true);
  });

  it('finds a location in XMP alone, and none in a photo without one', async () => {
    const xmp = await base()
      .jpeg()
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description photoshop:City="Kolkata"/></x:xmpmeta>',
      )
      .toBuffer();
    expect(photoLocation(xmp)).toBe('a location in its XMP (photoshop:City)');
    const camera = await base()
      .jpeg()
      .withExif({ IFD0: { Make: CAMERA } })
      .toBuffer();
    expect(photoLocation(camera)).toBeNull();
  });

  it('refuses a file that is not what it claims to be', () => {
    expect(() => stripMetadata(Buffer.from('not a jpeg'), 'jpeg', undefined)).toThrow(/JPEG/);
    expect(() => stripMetadata(Buffer.from('not a png!'), 'png', undefined)).toThrow(/PNG/);
    expect(() => stripMetadata(Buffer.from('not a webp!!'), 'webp', undefined)).toThrow(/WebP/);
  });
});
