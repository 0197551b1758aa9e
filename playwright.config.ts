import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './e2e/support/chromium';
import { SLOW_PHONE } from './scripts/perf/slow-phone';

// Three exports are tested: the normal test build; a production-shaped build made in a
// throwaway copy with settings in .env.local (`npm run test:production` sets E2E_PRODUCTION and
// runs e2e/production/); and a throwaway copy in which organisers cancelled one event and moved
// another, committed to git, built with no settings but a Storage bucket (`npm run test:fest`
// sets E2E_FEST and E2E_STORAGE_BUCKET and runs e2e/fest/ and the specs written for a build
// with a bucket and without EmailJS settings).
const BUCKET_BUILD_SPECS = ['storage.spec.ts', 'contact-not-configured.spec.ts'];
const PRODUCTION_SPECS = ['production/*.spec.ts'];
// The draw spec runs in the main run (pinned before the fest: no result shows) and again on the
// production build, which runs on real time (the worked examples' champions show).
const DRAW_SPECS = ['draw.spec.ts'];
const FEST_SPECS = ['fest/*.spec.ts'];
const run = process.env.E2E_PRODUCTION ? 'production' : process.env.E2E_FEST ? 'fest' : 'main';

// The slow-phone journeys (a visitor acting while the page loads) run in their own project: a
// phone-sized touch screen on a throttled network and CPU (scripts/perf/slow-phone.ts), so each
// step takes seconds. They start once the other specs are done: run beside them, they only
// slowed both down (the throttled browser still keeps a core busy).
const SLOW_PHONE_SPECS = ['slow-phone.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A failed test runs once more, recording a trace of that second try
  // (test-results/, `npx playwright show-trace`); it still fails the run, even if the second try
  // passes (a flaky test is a failure). Recording every test's trace up front would cost a
  // quarter of the run's time on two cores.
  retries: 1,
  failOnFlakyTests: true,
  // The machine has two cores, and a journey keeps one busy (a third worker made no run faster).
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // The export in out/ served by the Firebase Hosting emulator (see firebase.json).
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    trace: 'on-first-retry',
    // Each spec reads the site as a first visit, without the site's service worker between the
    // page and the network (where page.route would not see its requests); e2e/offline.spec.ts
    // allows it.
    serviceWorkers: 'block',
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions(),
  },
  projects:
    run !== 'main'
      ? [
          {
            name: run,
            testMatch: {
              production: [...PRODUCTION_SPECS, ...DRAW_SPECS],
              fest: [...FEST_SPECS, ...BUCKET_BUILD_SPECS],
            }[run],
          },
        ]
      : [
          {
            name: 'default',
            testMatch: ['*.spec.ts'],
            testIgnore: [
              ...BUCKET_BUILD_SPECS,
              ...PRODUCTION_SPECS,
              ...FEST_SPECS,
              ...SLOW_PHONE_SPECS,
            ],
          },
          {
            name: 'slow-phone',
            testMatch: SLOW_PHONE_SPECS,
            dependencies: ['default'],
            timeout: 90_000,
            expect: { timeout: 20_000 },
            use: {
              // Tracing (its screencast and DOM snapshots) holds the first frame back until the
              // page is live, which closes the very window these journeys test.
              trace: 'off',
              viewport: SLOW_PHONE.viewport,
              isMobile: true,
              hasTouch: true,
              deviceScaleFactor: 2,
            },
          },
        ],
});
