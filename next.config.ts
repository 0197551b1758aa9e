import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';

import { buildId } from './lib/build/build-id';
import { BUILD_MOMENT_VARIABLE } from './lib/clock/build-moment';
import { pickPublicEnv, validateEnv } from './lib/env-schema';
import { BUILT_SETTINGS_VARIABLE, resolveFirebaseSettings } from './lib/firebase/config';

// A bad public setting stops the build here, with every problem listed.
const settings = validateEnv(process.env);

// Test hooks (lib/testing/e2e-hooks.ts) are compiled into test builds only; every other build
// gets the module that answers "no test asked for anything" in their place.
const testHooks = settings.NEXT_PUBLIC_E2E_HOOKS === '1';

// Static export: every route is HTML built ahead of time into out/.
// Headers, redirects and rewrites belong in firebase.json, never here.
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // The commit (or a hash of the sources), not a random id: a rebuild of the same commit writes
  // the same files, except those the date changed.
  generateBuildId: () => buildId(),
  // The Firebase project is resolved here, once, and inlined: the browser bundle carries the
  // project this build uses (real, or the demo project with its emulator) and nothing else.
  // And every public setting is inlined, an unset one as "" (lib/env.ts reads it as unset): a
  // reference Next left as process.env.X would bring the browser a polyfill of Node's process.
  env: {
    ...Object.fromEntries(
      Object.entries(pickPublicEnv(process.env)).map(([key, value]) => [key, value ?? '']),
    ),
    [BUILT_SETTINGS_VARIABLE]: JSON.stringify(resolveFirebaseSettings(settings)),
  },
  turbopack: {
    resolveAlias: testHooks ? {} : { '@/lib/testing/e2e-hooks': './lib/testing/no-e2e-hooks.ts' },
  },
};

/**
 * A build renders every page at the moment it started (lib/clock/build.ts buildNow): set here,
 * once, before Next starts the workers that render the pages, which inherit it. `next dev`
 * keeps the real time of each request.
 */
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) {
    process.env[BUILD_MOMENT_VARIABLE] ??= new Date().toISOString();
  }
  return nextConfig;
}
