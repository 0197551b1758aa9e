/** @jest-environment node */
import type * as BuildClock from '@/lib/clock/build';
import { BUILD_MOMENT_VARIABLE } from '@/lib/clock/build-moment';

type Clock = typeof BuildClock;

/** lib/clock/build.ts loaded with (or without) a pinned clock: it reads the setting on load. */
function clockPinnedAt(pinned: string | undefined): Clock {
  const saved = process.env.NEXT_PUBLIC_SITE_NOW;
  if (pinned === undefined) delete process.env.NEXT_PUBLIC_SITE_NOW;
  else process.env.NEXT_PUBLIC_SITE_NOW = pinned;
  try {
    let clock!: Clock;
    jest.isolateModules(() => {
      clock = jest.requireActual<Clock>('@/lib/clock/build');
    });
    return clock;
  } finally {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_NOW;
    else process.env.NEXT_PUBLIC_SITE_NOW = saved;
  }
}

/** The moment next.config.ts records when a build starts. */
const STARTED = '2025-04-09T06:30:00.000Z';
beforeEach(() => {
  process.env[BUILD_MOMENT_VARIABLE] = STARTED;
});
afterEach(() => {
  delete process.env[BUILD_MOMENT_VARIABLE];
});

it("renders every page at the build's start, however long the build takes", () => {
  expect(clockPinnedAt(undefined).buildNow().toISOString()).toBe(STARTED);
});

it('keeps a pinned clock first', () => {
  expect(clockPinnedAt('2025-03-20T10:00:00+05:30').buildNow().toISOString()).toBe(
    '2025-03-20T04:30:00.000Z',
  );
});

it('is the real time outside a build (next dev)', () => {
  delete process.env[BUILD_MOMENT_VARIABLE];
  const before = Date.now();
  const now = clockPinnedAt(undefined).buildNow().getTime();
  expect(now).toBeGreaterThanOrEqual(before);
  expect(now).toBeLessThanOrEqual(Date.now());
});
