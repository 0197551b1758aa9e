/**
 * The deploy guard (`npm run check:deploy`, and firebase.json's predeploy): refuses an out/ that
 * is not a production build of the configured site, with one line per reason. Reads the settings
 * exactly as `next build` does (.env files included), so it checks out/ against what an organiser
 * configured. See scripts/deploy/guard.ts for the checks.
 *
 * Run: `tsx scripts/check-deploy.ts [outDir]`.
 */
// Settings as `next build` reads them (.env files included): first, before lib/env loads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { envFiles } from '../lib/build/load-env';
import { filesBelow } from '../lib/build/out-files';
import { getEmailSettings } from '../lib/contact/settings';
import { env } from '../lib/env';
import { validateEnv } from '../lib/env-schema';
import { resolveFirebaseSettings } from '../lib/firebase/config';
import { siteConfig } from '../lib/site-config';
import {
  ALLOW_NO_CMS_SIGN_IN,
  ALLOW_NO_EMAILJS,
  ALLOW_NO_RECAPTCHA,
  deployProblems,
  optedOut,
  TEXT_FILE,
  type ExportedFile,
} from './deploy/guard';

const outDir = path.resolve(process.argv[2] ?? 'out');

function refuse(lines: string[]): never {
  console.error(
    `Deploy refused: ${path.relative(process.cwd(), outDir) || '.'}/ is not fit to publish.`,
  );
  for (const line of lines) console.error(`  - ${line}`);
  process.exit(1);
}

try {
  validateEnv(process.env);
} catch (error) {
  refuse([(error as Error).message.replace(/\n\s*/g, ' ')]);
}

if (!existsSync(outDir)) refuse(['out/ does not exist: run `npm run build` first']);

const files: ExportedFile[] = filesBelow(outDir).map((file) => ({
  path: path.relative(outDir, file).split(path.sep).join('/'),
  text: TEXT_FILE.test(file) ? readFileSync(file, 'utf8') : '',
}));
const firebase = resolveFirebaseSettings(env);
const email = getEmailSettings(env);
const contact = email && {
  recaptchaSiteKey: email.recaptchaSiteKey,
  allowNoRecaptcha: optedOut(ALLOW_NO_RECAPTCHA),
};
const problems = deployProblems(files, {
  firebase,
  siteUrl: siteConfig.url,
  contact,
  allowNoEmailJs: optedOut(ALLOW_NO_EMAILJS),
  allowNoCmsSignIn: optedOut(ALLOW_NO_CMS_SIGN_IN),
});
if (problems.length > 0) refuse(problems);

const from = envFiles.length > 0 ? envFiles.join(', ') : 'the environment';
console.log(
  `deploy check: out/ is a production build for Firebase project "${firebase.options.projectId}" (auth domain ${firebase.options.authDomain}, site ${siteConfig.url}; settings from ${from}); ${files.length} files checked`,
);
