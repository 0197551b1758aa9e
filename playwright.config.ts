import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium (the real binary, not the /usr/bin shell wrapper) where it exists;
// otherwise Playwright's own browser, as on a developer laptop.
const DEBIAN_CHROMIUM = '/usr/lib/chromium/chromium';
const useDebianChromium = existsSync(DEBIAN_CHROMIUM);

// Two exports are tested: the normal test build, and one built with a Storage bucket
// (`npm run test:e2e:storage` sets E2E_STORAGE_BUCKET and runs only e2e/storage.spec.ts).
const storageRun = Boolean(process.env.E2E_STORAGE_BUCKET);

export default defineConfig({
  testDir: './e2e',
  testMatch: storageRun ? ['storage.spec.ts'] : ['*.spec.ts'],
  testIgnore: storageRun ? [] : ['storage.spec.ts'],
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
