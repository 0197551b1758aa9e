/**
 * Loads the settings exactly as `next build` does: `.env.production.local`, `.env.local`,
 * `.env.production` and `.env` (in that order of precedence, values already in the shell winning),
 * through Next's own loader. Every script that runs around the build imports this module first,
 * so a page policy, a sitemap or a deploy check is computed from the same settings as the pages.
 *
 * Import it for its effect, before anything that reads `process.env` (such as lib/env.ts):
 *   import '../lib/build/load-env';
 */
import { loadEnvConfig } from '@next/env';

/** The project folder whose .env files count: where npm runs the script. */
export const PROJECT_DIR = process.cwd();

const { loadedEnvFiles } = loadEnvConfig(PROJECT_DIR, false, {
  info: () => {},
  error: console.error,
});

/** The .env files that supplied settings, for messages ("settings from .env.local"). */
export const envFiles = loadedEnvFiles.map((file) => file.path);
