/**
 * Writes firebase.deploy.json: firebase.json without its hooks (predeploy, postdeploy). The
 * workflows deploy an out/ that was built and guarded in a job without credentials, with
 * `firebase deploy --config firebase.deploy.json`, so nothing of the project runs beside the
 * credential; firebase.json keeps its predeploy for an organiser deploying from a laptop.
 * tests/workflows/workflows.test.ts fails when the two differ by more than the hooks.
 *
 * Run after changing firebase.json: `npm run deploy-config`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { deployConfig } from './lib/deploy-config';

const firebase: unknown = JSON.parse(readFileSync('firebase.json', 'utf8'));
writeFileSync('firebase.deploy.json', `${JSON.stringify(deployConfig(firebase), null, 2)}\n`);
console.log('deploy-config: wrote firebase.deploy.json from firebase.json (hooks left out)');
