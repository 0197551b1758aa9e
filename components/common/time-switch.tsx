'use client';

import * as React from 'react';

import { pageNow } from '@/lib/clock/page';
import type { Step } from '@/lib/clock/steps';
import { watchPageClock } from '@/lib/clock/watch';

import { OneCell } from './one-cell';

export type TimeSwitchProps = {
  /**
   * From each step's `from` (ms since the epoch; 0 for the first) on, the page shows its
   * `value`: the clock's own steps (lib/clock/steps.ts) with what to show as their values.
   * Earliest first; the first is what held when the page was built.
   */
  steps: readonly Step<React.ReactNode>[];
  /**
   * Keep one box for the steps from before this time (reserveUntil in lib/clock/steps.ts): the
   * tallest of them, so a longer line coming in (or going) shifts nothing below it. They are laid
   * out in one grid cell, all but the current one hidden. A later step shows on its own: the page
   * is normally rebuilt before then. Unset, only the current step is in the page.
   */
  reserveUntil?: number;
  /**
   * With reserveUntil: the box kept for the steps (a min-height, a margin), so a line coming in
   * shifts nothing. Kept only when one of the steps before reserveUntil shows something: a line
   * due only later (a knockout's "Next:" weeks before its fest) would leave a blank band where
   * the page is normally rebuilt before it comes.
   */
  box?: string;
};

/**
 * Shows the step that holds now. Every step is rendered on the server (dates formatted once, at
 * build); the HTML and hydration show the first, then the page's clock (lib/clock/page.ts) picks
 * the current one right after load, when the page is shown again, and at each step's time. Give
 * the steps the same box so the swap shifts nothing, or have it keep room for them (reserveUntil).
 */
export function TimeSwitch({ steps, reserveUntil, box }: TimeSwitchProps) {
  if (box === undefined || reserveUntil === undefined) {
    return <Steps steps={steps} reserveUntil={reserveUntil} />;
  }
  const kept = steps.some((step) => step.from < reserveUntil && shows(step.value));
  return (
    // Nothing kept: no box and no reserved cell (an empty grid would still take a gap in a flex
    // column) until a line shows.
    <div className={kept ? box : 'contents'}>
      <Steps steps={steps} reserveUntil={kept ? reserveUntil : undefined} />
    </div>
  );
}

const shows = (value: React.ReactNode) =>
  value !== null && value !== undefined && value !== false && value !== '';

function Steps({ steps, reserveUntil }: Omit<TimeSwitchProps, 'box'>) {
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
  const reserved =
    reserveUntil === undefined ? 0 : steps.filter((s) => s.from < reserveUntil).length;
  if (index >= reserved || reserved < 2) return <>{steps[index]?.value}</>;
  return (
    <OneCell
      data-time-switch=""
      versions={steps.slice(0, reserved).map((step) => step.value)}
      shown={index}
    />
  );
}

function currentStep(times: readonly number[], now: number): number {
  let index = 0;
  times.forEach((time, i) => {
    if (time <= now) index = i;
  });
  return index;
}
