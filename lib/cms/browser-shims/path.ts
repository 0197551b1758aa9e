// node:path in the browser (see README.md): the few calls the schemas make, on "/" paths.
const join = (...parts: string[]): string => parts.join('/').replace(/\/+/g, '/');
const extname = (file: string): string => /\.[^./]*$/.exec(file)?.[0] ?? '';
const basename = (file: string, extension = ''): string => {
  const name = file.split('/').pop() ?? '';
  return extension && name.endsWith(extension) ? name.slice(0, -extension.length) : name;
};
const dirname = (file: string): string => file.split('/').slice(0, -1).join('/') || '.';
const posix = { join, extname, basename, dirname };

export { basename, dirname, extname, join, posix };
const path = { ...posix, posix };
export default path;
