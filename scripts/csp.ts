/**
 * Post-build: gives every exported page a Content-Security-Policy without 'unsafe-inline' for
 * scripts. A static export cannot use nonces, so each inline <script> of each page is hashed
 * and the policy goes in as the first element of <head>. Only the inline scripts the site means
 * to have are hashed (lib/security/known-scripts.ts): any other fails the build, naming the page. frame-ancestors and the other
 * headers come from firebase.json (a <meta> policy cannot set them).
 *
 * Run after `next build`: `tsx scripts/csp.ts [outDir]`.
 */
// Settings as `next build` reads them (.env files included): first, before lib/env loads.
import '../lib/build/load-env';

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { htmlFiles, routeOfHtmlFile } from '../lib/build/out-files';
import { getEmailSettings } from '../lib/contact/settings';
import { env } from '../lib/env';
import { resolveFirebaseSettings } from '../lib/firebase/config';
import { buildCsp, inlineScripts, type CspSettings } from '../lib/security/csp';
import { knownInlineScript } from '../lib/security/known-scripts';
import { pageFeatures } from '../lib/security/page-policy';
import { storageBucket } from '../lib/storage/load';

const outDir = path.resolve(process.argv[2] ?? 'out');

const email = getEmailSettings(env);
const settings: CspSettings = {
  firebase: resolveFirebaseSettings(env),
  storageBucket: storageBucket(),
  email: email !== null,
  // Test builds let a test set a site key (lib/testing/e2e-hooks.ts), so they allow it too.
  recaptcha: Boolean(email?.recaptchaSiteKey) || env.NEXT_PUBLIC_E2E_HOOKS === '1',
};
let pages = 0;
for (const file of htmlFiles(outDir)) {
  const html = readFileSync(file, 'utf8');
  if (html.includes('http-equiv="Content-Security-Policy"')) {
    throw new Error(`${path.relative(outDir, file)} already has a CSP: run the build again first.`);
  }
  let scripts: string[];
  try {
    scripts = inlineScripts(html);
  } catch (error) {
    throw new Error(`${path.relative(outDir, file)}: ${(error as Error).message}.`);
  }
  // Only the scripts the site means to have get a hash (lib/security/known-scripts.ts).
  const unknown = scripts.find((script) => knownInlineScript(script) === null);
  if (unknown !== undefined) {
    throw new Error(
      `${path.relative(outDir, file)} has an inline script the site does not know: ${JSON.stringify(unknown.slice(0, 120))}. ` +
        'If it is meant to be there, add it to lib/security/known-scripts.ts.',
    );
  }
  const hashes = scripts.map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
  const features = pageFeatures(routeOfHtmlFile(outDir, file));
  const policy = buildCsp({ scriptHashes: hashes, features, settings });
  const withPolicy = html.replace(
    /<head([^>]*)>/,
    `<head$1><meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
  );
  if (withPolicy === html) throw new Error(`${path.relative(outDir, file)} has no <head>`);
  writeFileSync(file, withPolicy);
  pages += 1;
}
console.log(
  `csp: hashed the inline scripts of ${pages} pages in ${path.relative(process.cwd(), outDir)}/`,
);
