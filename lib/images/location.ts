/**
 * Whether a picture file says where it was taken: a GPS block in any EXIF structure in it (the
 * primary image's, or one a phone appended after it: MPF images, gain maps), or location fields
 * in XMP. Reads the bytes of any format (JPEG, PNG, WebP, AVIF), since EXIF is a TIFF structure
 * and XMP is text in all of them. Node only (build time).
 */

const TIFF_HEADERS = [Buffer.from('MM\0*', 'latin1'), Buffer.from('II*\0', 'latin1')];
const GPS_IFD_POINTER = 0x8825;

/** XMP properties that hold a position or a place. */
const XMP_LOCATION =
  /\b(?:exif:GPS\w+|GPSLatitude|GPSLongitude|Iptc4xmpCore:Location\w*|Iptc4xmpExt:Location\w+|photoshop:(?:City|State|Country))\b/;

/** Whether the TIFF structure at `start` has a GPS block pointer in its first directory. */
function tiffHasGps(input: Buffer, start: number): boolean {
  const big = input[start] === 0x4d;
  const read16 = (at: number) => (big ? input.readUInt16BE(at) : input.readUInt16LE(at));
  const read32 = (at: number) => (big ? input.readUInt32BE(at) : input.readUInt32LE(at));
  if (start + 8 > input.length) return false;
  const ifd = start + read32(start + 4);
  if (ifd + 2 > input.length) return false;
  const entries = read16(ifd);
  if (entries === 0 || entries > 500 || ifd + 2 + entries * 12 > input.length) return false;
  for (let entry = 0; entry < entries; entry += 1) {
    const at = ifd + 2 + entry * 12;
    if (read16(at) === GPS_IFD_POINTER && read32(at + 8) !== 0) return true;
  }
  return false;
}

/** What in the file gives its location away, or null when nothing does. */
export function photoLocation(input: Buffer): string | null {
  for (const header of TIFF_HEADERS) {
    for (let at = input.indexOf(header); at !== -1; at = input.indexOf(header, at + 1)) {
      if (tiffHasGps(input, at)) return 'a GPS position (EXIF)';
    }
  }
  const xmp = XMP_LOCATION.exec(input.toString('latin1'));
  return xmp ? `a location in its XMP (${xmp[0]})` : null;
}
