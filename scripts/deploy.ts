/**
 * `npm run deploy`: publishes the site to the Firebase project the settings name. Firebase's
 * predeploy (firebase.json) builds for production and runs the deploy guard first, so a test
 * build, a demo build or an out/ built with other settings is never published.
 *
 * Run: `npm run deploy [-- extra firebase deploy arguments]` (after `npx firebase login`).
 */
// Settings as `next build` reads them (.env files included): first, before lib/env loads.
import '../lib/build/load-env';

import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { env } from '../lib/env';
import { resolveFirebaseSettings } from '../lib/firebase/config';

const firebase = resolveFirebaseSettings(env);
if (firebase.authEmulatorUrl) {
  console.error(
    'Deploy refused: no Firebase project is configured. Set NEXT_PUBLIC_FIREBASE_API_KEY, NEXT_PUBLIC_FIREBASE_PROJECT_ID and the rest in .env.local (docs/deploying.md, "Deploying").',
  );
  process.exit(1);
}

// The Storage rules (storage.rules) go with the site when the project uses a bucket.
const only = firebase.options.storageBucket ? 'hosting,storage' : 'hosting';
const cli = path.join(process.cwd(), 'node_modules', '.bin', 'firebase');
const args = ['deploy', '--only', only, '--project', firebase.options.projectId];
console.log(`deploy: firebase ${args.join(' ')}`);
const result = spawnSync(cli, [...args, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
