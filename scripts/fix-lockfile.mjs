#!/usr/bin/env node
// Run after every `npm install` that changes package-lock.json: `node scripts/fix-lockfile.mjs`.
// Adds lock entries for platform-specific optional packages that this registry mirror does not
// carry at the pinned version, with their os/cpu so `npm ci` skips them on this platform.
// Also marks every installed package that has an install step (a script, or a binding.gyp that
// npm builds with node-gyp) with "hasInstallScript", as `npm install` does on a clean clone when
// it reads the package itself: otherwise a newcomer's first install rewrites the lock.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const pkgs = lock.packages;
const wanted = new Map();
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (!pkgs[key] && !pkgs[`${path}/node_modules/${name}`])
      wanted.set(name, { version, dev: entry.dev, devOptional: entry.devOptional });
  }
}
for (const [name, { version, dev }] of wanted) {
  const versions = JSON.parse(
    execFileSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8' }),
  );
  const probe = Array.isArray(versions) ? versions.at(-1) : versions;
  const meta = JSON.parse(
    execFileSync('npm', ['view', `${name}@${probe}`, 'os', 'cpu', 'libc', '--json'], {
      encoding: 'utf8',
    }) || '{}',
  );
  const entry = { version, ...(dev ? { dev: true } : {}), optional: true };
  for (const field of ['cpu', 'libc', 'os']) if (meta[field]) entry[field] = [].concat(meta[field]);
  pkgs[`node_modules/${name}`] = entry;
  console.log(name, version, JSON.stringify(entry));
}
for (const [path, entry] of Object.entries(pkgs)) {
  if (!path || entry.hasInstallScript || !existsSync(`${path}/package.json`)) continue;
  const scripts = JSON.parse(readFileSync(`${path}/package.json`, 'utf8')).scripts ?? {};
  const install = ['preinstall', 'install', 'postinstall'].some((name) => scripts[name]);
  if (!install && !existsSync(`${path}/binding.gyp`)) continue;
  const { version, resolved, integrity, ...rest } = entry;
  pkgs[path] = { version, resolved, integrity, ...rest, hasInstallScript: true };
  console.log(path, 'hasInstallScript');
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
