import type { NextConfig } from 'next';

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
