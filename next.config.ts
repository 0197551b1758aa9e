import type { NextConfig } from 'next';

import { validateEnv } from './lib/env-schema';

// A bad public setting stops the build here, with every problem listed.
validateEnv(process.env);

// Static export: every route is HTML built ahead of time into out/.
// Headers, redirects and rewrites belong in firebase.json, never here.
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
