import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium (the real binary, not the /usr/bin shell wrapper) where it exists;
// otherwise Playwright's own browser, as on a developer laptop.
const DEBIAN_CHROMIUM = '/usr/lib/chromium/chromium';
const useDebianChromium = existsSync(DEBIAN_CHROMIUM);

// Two exports are tested: the normal test build, and a second one (`npm run build:test:alt`)
// with a Storage bucket and without EmailJS settings. `npm run test:e2e:alt` sets
// E2E_STORAGE_BUCKET and runs only the specs written for that second build.
const ALT_BUILD_SPECS = ['storage.spec.ts', 'contact-not-configured.spec.ts'];
const altRun = Boolean(process.env.E2E_STORAGE_BUCKET);

export default defineConfig({
  testDir: './e2e',
  testMatch: altRun ? ALT_BUILD_SPECS : ['*.spec.ts'],
  testIgnore: altRun ? [] : ALT_BUILD_SPECS,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // The export in out/ served by the Firebase Hosting emulator (see firebase.json).
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    trace: 'retain-on-failure',
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: useDebianChromium
      ? {
          executablePath: DEBIAN_CHROMIUM,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        }
      : {},
  },
});
