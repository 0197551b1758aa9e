// node:fs in the browser (see README.md): every picture the form names was chosen from the
// media library, so it is there; nothing is read.
export const existsSync = (): boolean => true;

function noFiles(): never {
  throw new Error('The content manager reads no files');
}

export const readFileSync = noFiles;
export const readdirSync = noFiles;
export const statSync = noFiles;
