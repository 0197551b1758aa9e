/**
 * Removes what a photo says about where and with what it was taken (EXIF: GPS position, camera
 * and phone model, serial numbers, dates; XMP; IPTC; comments) from a JPEG, PNG or WebP, without
 * touching its pixels: the compressed image data is copied byte for byte. Only what a browser
 * needs to draw it right is kept (colour profile, JFIF/Adobe colour markers, and the EXIF
 * orientation, rewritten as the only EXIF field). A JPEG is cut after its primary image: what
 * phones append (MPF secondary images, Ultra HDR gain maps, motion-photo video), each with its
 * own metadata, goes. An AVIF keeps its metadata as items of its container, so one that carries
 * any is re-encoded instead (cleanPicture). Node only (build time).
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const JPEG_SOI = 0xd8;
const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;
const JPEG_COM = 0xfe;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG chunks a browser uses to draw the picture; every other ancillary chunk is dropped. */
const PNG_KEEP = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'cICP',
  'sBIT',
  'bKGD',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]);

/** A TIFF structure holding one field, Orientation (0x0112), big-endian. */
function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18); // value, left-aligned in the 4-byte field
  tiff.writeUInt32BE(0, 22); // no next IFD
  return tiff;
}

function keepsOrientation(orientation: number | undefined): orientation is number {
  return orientation !== undefined && orientation >= 2 && orientation <= 8;
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/**
 * Where the primary image of a JPEG ends (just after its EOI marker), reading from its first
 * scan at `from`. Entropy-coded data escapes 0xFF as FF 00 and carries restart markers (FF D0-D7);
 * any other marker is a segment between scans (a progressive JPEG's tables and next scan), whose
 * length is skipped. A file cut short before its EOI keeps everything it has.
 */
function endOfPrimaryImage(input: Buffer, from: number): number {
  let i = from;
  while (i + 4 <= input.length) {
    const marker = input[i + 1]!;
    i += 2 + input.readUInt16BE(i + 2);
    if (marker === JPEG_SOS) {
      while (i + 1 < input.length) {
        const next = input[i + 1]!;
        if (input[i] !== 0xff || next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
          i += input[i] === 0xff ? 2 : 1;
        } else if (next === 0xff) {
          i += 1; // fill byte before a marker
        } else {
          break;
        }
      }
    }
    if (i + 1 >= input.length) break;
    if (input[i + 1] === JPEG_EOI) return i + 2;
  }
  return input.length;
}

function stripJpeg(input: Buffer, orientation: number | undefined): Buffer {
  if (input[0] !== 0xff || input[1] !== JPEG_SOI) throw new Error('not a JPEG file');
  const kept: Buffer[] = [input.subarray(0, 2)];
  let orientationAt = 1; // after SOI, or after APP0 when there is one
  let i = 2;
  for (;;) {
    if (i + 4 > input.length || input[i] !== 0xff) throw new Error('damaged JPEG header');
    const marker = input[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === JPEG_SOS) {
      // The image data, as it is, up to the end of the primary image: nothing after it.
      kept.push(input.subarray(i, endOfPrimaryImage(input, i)));
      break;
    }
    const length = input.readUInt16BE(i + 2);
    const segment = input.subarray(i, i + 2 + length);
    const data = segment.subarray(4);
    const isApp = marker >= APP0 && marker <= 0xef;
    const keep =
      !isApp && marker !== JPEG_COM
        ? true
        : marker === APP0 ||
          marker === APP14 ||
          (marker === APP2 && data.subarray(0, 12).toString('latin1') === 'ICC_PROFILE\0');
    if (keep) {
      kept.push(segment);
      if (marker === APP0) orientationAt = kept.length;
    }
    i += 2 + length;
  }
  if (keepsOrientation(orientation)) {
    const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), orientationTiff(orientation)]);
    kept.splice(orientationAt, 0, jpegSegment(0xe1, exif));
  }
  return Buffer.concat(kept);
}

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function stripPng(input: Buffer, orientation: number | undefined): Buffer {
  if (!input.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG file');
  const kept: Buffer[] = [PNG_SIGNATURE];
  let i = 8;
  while (i < input.length) {
    if (i + 12 > input.length) throw new Error('damaged PNG chunk');
    const length = input.readUInt32BE(i);
    const type = input.subarray(i + 4, i + 8).toString('latin1');
    const chunk = input.subarray(i, i + 12 + length);
    if (PNG_KEEP.has(type)) {
      // The orientation goes right after the header, before the image data.
      kept.push(chunk);
      if (type === 'IHDR' && keepsOrientation(orientation)) {
        kept.push(pngChunk('eXIf', orientationTiff(orientation)));
      }
    }
    i += 12 + length;
    if (type === 'IEND') break;
  }
  return Buffer.concat(kept);
}

/** One WebP (RIFF) chunk: type, little-endian size, data, padded to an even length. */
function webpChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length & 1)]);
}

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(input: Buffer, orientation: number | undefined): Buffer {
  if (input.toString('latin1', 0, 4) !== 'RIFF' || input.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  const kept: Buffer[] = [];
  let i = 12;
  while (i + 8 <= input.length) {
    const type = input.toString('latin1', i, i + 4);
    const size = input.readUInt32LE(i + 4);
    const end = Math.min(i + 8 + size + (size & 1), input.length);
    if (type === 'VP8X') {
      // The header's flags say which chunks follow: EXIF only when the orientation stays.
      const header = Buffer.from(input.subarray(i, end));
      header[8] = header[8]! & ~(VP8X_EXIF | VP8X_XMP);
      if (keepsOrientation(orientation)) header[8] = header[8]! | VP8X_EXIF;
      kept.push(header);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      kept.push(input.subarray(i, end));
    }
    i = end;
  }
  // EXIF goes last, as the container's layout asks (needs the extended header, VP8X).
  if (keepsOrientation(orientation) && kept[0]?.toString('latin1', 0, 4) === 'VP8X') {
    kept.push(webpChunk('EXIF', orientationTiff(orientation)));
  }
  const body = Buffer.concat(kept);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}

/**
 * The picture without its metadata. `format` as sharp reports it ('jpeg', 'png' or 'webp');
 * other formats are returned as they are. `orientation`: the EXIF orientation sharp read, kept
 * so the picture still shows the right way up.
 */
export function stripMetadata(
  input: Buffer,
  format: string | undefined,
  orientation: number | undefined,
): Buffer {
  if (format === 'jpeg') return stripJpeg(input, orientation);
  if (format === 'png') return stripPng(input, orientation);
  if (format === 'webp') return stripWebp(input, orientation);
  return input;
}

/**
 * Any picture without its metadata: JPEG, PNG and WebP through stripMetadata (pixels kept byte
 * for byte); an AVIF (HEIF) that carries EXIF or XMP re-encoded at high quality with only its
 * colour profile (its orientation lives in the container, which the encoder writes again). A
 * clean picture comes back as it is.
 */
export async function cleanPicture(input: Buffer): Promise<Buffer> {
  const meta = await sharp(input).metadata();
  if (meta.format !== 'heif') return stripMetadata(input, meta.format, meta.orientation);
  if (!meta.exif && !meta.xmp && !meta.iptc) return input;
  return sharp(input).keepIccProfile().avif({ quality: 90 }).toBuffer();
}
