import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { SDK_MARKERS } from '../scripts/perf/page-assets';
import { expect, test } from './fixtures';
import { ALL_ROUTES } from './routes';

// The byte budgets of issue 8, measured the way a visitor's browser spends them: load the page
// on a phone-sized screen, touch nothing, wait until the network has been quiet (idle-time
// work and link prefetches included), and add up what was fetched, each file gzipped as the
// host sends it. scripts/check-budgets.ts checks the same budgets from the HTML alone.
const KB = 1024;
const BUDGET = { js: 150 * KB, homeTotal: 400 * KB };
const OUT = path.resolve('out');

const gzipped = new Map<string, { bytes: number; text: string }>();
function fromOut(pathname: string) {
  const cached = gzipped.get(pathname);
  if (cached) return cached;
  const relative = decodeURIComponent(pathname).replace(/\/$/, '/index.html');
  const buffer = readFileSync(path.join(OUT, relative));
  const compressible = !/\.(woff2?|png|jpe?g|webp|avif)$/.test(relative);
  const entry = {
    bytes: compressible ? gzipSync(buffer).length : buffer.length,
    text: compressible ? buffer.toString('utf8') : '',
  };
  gzipped.set(pathname, entry);
  return entry;
}

test.use({ viewport: { width: 412, height: 823 } });

for (const route of ALL_ROUTES) {
  test(`${route}: JavaScript before any interaction within ${BUDGET.js / KB} KB, no Firebase or EmailJS`, async ({
    page,
    baseURL,
  }) => {
    const fetched: { pathname: string; type: string }[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseURL ?? '').origin) return;
      fetched.push({ pathname: url.pathname, type: request.resourceType() });
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    // Idle callbacks (deferred work, Storage overrides) start within 3 s.
    await page.waitForTimeout(3_500);
    await page.waitForLoadState('networkidle');

    const scripts = [...new Set(fetched.filter((f) => f.type === 'script').map((f) => f.pathname))];
    expect(scripts.length).toBeGreaterThan(3);
    const js = scripts.reduce((total, pathname) => total + fromOut(pathname).bytes, 0);
    const report = scripts.map((pathname) => `${pathname} ${fromOut(pathname).bytes}`).join('\n');
    expect(js, `gzipped JavaScript on ${route}:\n${report}`).toBeLessThanOrEqual(BUDGET.js);
    for (const pathname of scripts) {
      for (const [sdk, markers] of Object.entries(SDK_MARKERS)) {
        const found = markers.some((marker) => fromOut(pathname).text.includes(marker));
        expect(found, `${pathname} on ${route} holds ${sdk} code`).toBe(false);
      }
    }

    if (route === '/') {
      const everything = [...new Set(fetched.map((f) => f.pathname))];
      const total = everything.reduce((sum, pathname) => sum + fromOut(pathname).bytes, 0);
      expect(total, `everything / fetched:\n${everything.join('\n')}`).toBeLessThanOrEqual(
        BUDGET.homeTotal,
      );
    }
  });
}
