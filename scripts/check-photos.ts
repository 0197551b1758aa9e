/**
 * `npm run check:photos`: refuses photos under public/images/ that say where they were taken
 * (a GPS position in EXIF, here or in an image a phone appended; a place in XMP), naming each.
 * It runs on every pull request (the CMS opens one per draft), so such a photo never reaches
 * main, whose history would keep it even after the build cleaned its own copy.
 *
 * `npm run check:photos -- --fix` cleans them in place instead (all metadata, as the build
 * does: lib/images/strip-metadata.ts); commit the cleaned files.
 * `npm run check:photos -- --fix <file>…` cleans the files named, wherever they are (a photo
 * on its way to Firebase Storage, which the build never sees), of all their metadata.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { filesBelow } from '../lib/build/out-files';
import { isPhoto } from '../lib/images/generate';
import { photoLocation } from '../lib/images/location';
import { cleanPicture } from '../lib/images/strip-metadata';

const IMAGES = path.join(process.cwd(), 'public', 'images');
const fix = process.argv.includes('--fix');
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

async function cleanNamed() {
  for (const file of named) {
    const input = readFileSync(file);
    const clean = await cleanPicture(input);
    if (clean.equals(input)) {
      console.log(`check:photos: ${file} carries no metadata`);
    } else {
      writeFileSync(file, clean);
      console.log(`check:photos: cleaned ${file}`);
    }
  }
}

async function main() {
  if (named.length > 0) {
    if (!fix)
      throw new Error('name files to clean with --fix: npm run check:photos -- --fix <file>…');
    return cleanNamed();
  }
  const found: string[] = [];
  for (const file of filesBelow(IMAGES)) {
    const relative = path.relative(IMAGES, file).split(path.sep).join('/');
    if (!isPhoto(relative)) continue;
    const input = readFileSync(file);
    const location = photoLocation(input);
    if (!location) continue;
    const where = `public/images/${relative}`;
    if (fix) {
      writeFileSync(file, await cleanPicture(input));
      console.log(`check:photos: cleaned ${where} (it carried ${location})`);
    } else {
      found.push(`${where}: carries ${location}, which tells where it was taken`);
    }
  }
  if (found.length > 0) {
    // One line per photo, starting with its path: the workflow's failure summary lists such
    // lines, as it lists the build's content problems (.github/workflows/deploy.yml).
    console.error(
      'These photos tell where they were taken. Remove that before they are published:\n' +
        found.map((line) => `  ${line}`).join('\n') +
        '\nRun `npm run check:photos -- --fix` and commit the cleaned files, or upload the photo ' +
        'again after removing its location (docs/deploying.md, "Photos").',
    );
    process.exit(1);
  }
  if (!fix) console.log('check:photos: no photo under public/images/ carries a location');
}

void main();
