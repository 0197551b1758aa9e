/**
 * Release check over out/ (run after the build): `npm run check:release`.
 *   - No secrets: only public client keys may ship (no private keys, service-account JSON,
 *     tokens).
 *   - Every external link carries rel="noopener noreferrer".
 */
// Settings as `next build` reads them (.env files included): first, before lib/env loads.
import '../lib/build/load-env';

import { readFileSync } from 'node:fs';
import path from 'node:path';

import { filesBelow } from '../lib/build/out-files';
import { env } from '../lib/env';
import { siteConfig } from '../lib/site-config';
import { findSecrets, unsafeExternalLinks } from './release/release-check';

const outDir = path.resolve(process.argv[2] ?? 'out');
const TEXT = /\.(html|js|txt|json|xml|webmanifest|ics|css|map)$/;

const problems = new Set<string>();
const origin = new URL(siteConfig.url).origin;
let links = 0;
for (const file of filesBelow(outDir).filter((name) => TEXT.test(name))) {
  const text = readFileSync(file, 'utf8');
  const where = path.relative(outDir, file);
  for (const secret of findSecrets(text, env.NEXT_PUBLIC_FIREBASE_API_KEY)) {
    problems.add(`${where}: looks like a ${secret}`);
  }
  if (!file.endsWith('.html')) continue;
  for (const link of unsafeExternalLinks(text, origin)) {
    links += 1;
    if (!link.safe)
      problems.add(`${where}: external link without rel="noopener noreferrer": ${link.href}`);
  }
}

if (problems.size > 0) {
  console.error(`Release check failed:\n  ${[...problems].join('\n  ')}`);
  process.exit(1);
}
console.log(
  `release: no secrets in out/; all ${links} external links have rel="noopener noreferrer"`,
);
