'use client';

import * as React from 'react';

import { pageNow } from '@/lib/clock/page';
import type { Step } from '@/lib/clock/steps';
import { watchPageClock } from '@/lib/clock/watch';

export type TimeSwitchProps = {
  /**
   * From each step's `from` (ms since the epoch; 0 for the first) on, the page shows its
   * `value`: the clock's own steps (lib/clock/steps.ts) with what to show as their values.
   * Earliest first; the first is what held when the page was built.
   */
  steps: readonly Step<React.ReactNode>[];
};

/**
 * Shows the step that holds now. Every step is rendered on the server (dates formatted once, at
 * build); the HTML and hydration show the first, then the page's clock (lib/clock/page.ts) picks
 * the current one right after load, when the page is shown again, and at each step's time. Give
 * the steps the same box so the swap shifts nothing.
 */
export function TimeSwitch({ steps }: TimeSwitchProps) {
  const times = steps.map((step) => step.from);
  const key = times.join(',');
  const subscribe = React.useCallback(
    (onChange: () => void) => watchPageClock(key.split(',').map(Number), onChange),
    [key],
  );
  const index = React.useSyncExternalStore(
    subscribe,
    () => currentStep(times, pageNow()),
    () => 0,
  );
  return <>{steps[index]?.value}</>;
}

function currentStep(times: readonly number[], now: number): number {
  let index = 0;
  times.forEach((time, i) => {
    if (time <= now) index = i;
  });
  return index;
}
