import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

// Which Chromium the browser journeys run in. Debian's headless shell when it is installed
// (`apt-get install chromium-headless-shell`, as .ci/run does): the same Blink as the browser,
// without the desktop browser around each window, so a journey costs about half the CPU (the
// runs are CPU-bound on two cores). It is what Playwright itself runs headless tests in, so a
// laptop with Playwright's own browsers (`npx playwright install chromium`, which installs both)
// runs the same kind. Otherwise Debian's full Chromium, otherwise Playwright's own. One
// difference a test can meet: the shell may never give an idle callback to a page with nothing
// left to draw (one whose scripts a test held back), so such a page is waited for with
// `trackNetwork(page).loaded()` rather than `settled()` (e2e/fixtures.ts).
/** Where Debian's packages install them (`npm run bench` runs Lighthouse in the full one). */
export const DEBIAN_CHROMIUM = {
  headlessShell: '/usr/lib/chromium/chromium-headless-shell',
  chromium: '/usr/lib/chromium/chromium',
};

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = [DEBIAN_CHROMIUM.headlessShell, DEBIAN_CHROMIUM.chromium].find((path) =>
    existsSync(path),
  );
  return executablePath ? { executablePath, args: ARGS } : {};
}
