import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './e2e/support/chromium';

// The organiser's journey through the CMS (`npm run test:cms`): e2e-cms/ runs `npm run cms` in a
// scratch copy of the project (next dev + decap-server), edits through /admin/ and rebuilds.
// It serves nothing from out/, so it runs outside the Firebase emulators.
export default defineConfig({
  testDir: './e2e-cms',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // As in playwright.config.ts: a failure runs once more with a trace recorded, and still fails.
  retries: 1,
  failOnFlakyTests: true,
  workers: 1,
  // Starting the dev server, editing, then a production build of the copy on a small machine.
  timeout: 10 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    trace: 'on-first-retry',
    actionTimeout: 20_000,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: chromiumLaunchOptions(),
  },
});
