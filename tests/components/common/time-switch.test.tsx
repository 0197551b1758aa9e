import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

import { TimeSwitch } from '@/components/common/time-switch';

import { readCell } from '../../support/shown';

// The page's clock is the (fake) system time here: the switch follows it as on a page.
jest.mock('@/lib/clock/page', () => ({ pageNow: () => Date.now() }));

const HOUR = 60 * 60 * 1000;
const built = Date.parse('2025-04-08T09:30:00+05:30');
const steps = [
  { from: 0, value: <p>On now.</p> },
  { from: built + 10 * HOUR, value: <p>Day 2 of 3 starts April 9, 2025 at 9:00 AM.</p> },
  { from: built + 24 * HOUR, value: <p>On now.</p> },
  // After the page keeps room for: the next daily build writes it in.
  { from: built + 72 * HOUR, value: <p>This event has ended: April 8-11, 2025.</p> },
];

/** Each step's text in the page, and whether it is shown: [text, shown][]. */
function readSteps(container: HTMLElement) {
  const stack = container.querySelector('[data-time-switch]');
  if (!stack) return [[container.textContent, true]];
  return readCell(stack).map(([, text, shown]) => [text, shown]);
}

beforeEach(() => jest.useFakeTimers({ now: built }));
afterEach(() => jest.useRealTimers());

describe('TimeSwitch', () => {
  it('without reserveUntil puts only the current step in the page', () => {
    const { container } = render(<TimeSwitch steps={steps} />);
    expect(readSteps(container)).toEqual([['On now.', true]]);
    act(() => jest.advanceTimersByTime(10 * HOUR));
    expect(readSteps(container)).toEqual([['Day 2 of 3 starts April 9, 2025 at 9:00 AM.', true]]);
  });

  it('keeps room for the steps before reserveUntil, showing one, as the clock moves on', () => {
    const { container } = render(<TimeSwitch steps={steps} reserveUntil={built + 48 * HOUR} />);
    const laidOut = ['On now.', 'Day 2 of 3 starts April 9, 2025 at 9:00 AM.', 'On now.'];
    const shownOf = (index: number) => laidOut.map((text, i) => [text, i === index]);
    expect(readSteps(container)).toEqual(shownOf(0));
    act(() => jest.advanceTimersByTime(10 * HOUR));
    expect(readSteps(container)).toEqual(shownOf(1));
    act(() => jest.advanceTimersByTime(14 * HOUR));
    expect(readSteps(container)).toEqual(shownOf(2));
    // Past what it kept room for, the step shows on its own.
    act(() => jest.advanceTimersByTime(48 * HOUR));
    expect(readSteps(container)).toEqual([['This event has ended: April 8-11, 2025.', true]]);
  });

  it('keeps its box while a step before reserveUntil shows something, and none otherwise', () => {
    const box = (shown: (typeof steps)[number]['value'] | null, later: number) => {
      const { container, unmount } = render(
        <TimeSwitch
          steps={[
            { from: 0, value: shown },
            { from: built + later, value: <p>Next: Final, 2:00 PM</p> },
          ]}
          reserveUntil={built + 48 * HOUR}
          box="min-h-7"
        />,
      );
      const className = (container.firstChild as HTMLElement).className;
      unmount();
      return className;
    };
    // A line now, or one due within the two days: its box is kept.
    expect(box(<p>On now.</p>, 72 * HOUR)).toBe('min-h-7');
    expect(box(null, 10 * HOUR)).toBe('min-h-7');
    // Nothing until weeks later (the page is rebuilt before then): no box, no blank band.
    expect(box(null, 30 * 24 * HOUR)).toBe('contents');
  });

  it('reserves no cell when it keeps no box, though several empty steps come first', () => {
    const { container } = render(
      <TimeSwitch
        steps={[
          { from: 0, value: null },
          { from: built + 10 * HOUR, value: null },
          { from: built + 30 * 24 * HOUR, value: <p>On now.</p> },
        ]}
        reserveUntil={built + 48 * HOUR}
        box="min-h-7"
      />,
    );
    const wrapper = container.firstChild as HTMLElement;
    expect(wrapper.className).toBe('contents');
    // Not even an empty grid, which a flex column would give its gap.
    expect(wrapper.childElementCount).toBe(0);
  });

  it('writes the first step shown and the others hidden in the HTML, one grid cell for all', () => {
    const html = renderToString(<TimeSwitch steps={steps} reserveUntil={built + 48 * HOUR} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(readSteps(container)).toEqual([
      ['On now.', true],
      ['Day 2 of 3 starts April 9, 2025 at 9:00 AM.', false],
      ['On now.', false],
    ]);
    const cells = [...container.querySelectorAll('[data-time-switch] > *')];
    expect(cells.map((cell) => cell.className.includes('col-start-1 row-start-1'))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('keeps no room when nothing else comes before reserveUntil', () => {
    const { container } = render(<TimeSwitch steps={steps} reserveUntil={built + HOUR} />);
    expect(container.querySelector('[data-time-switch]')).toBeNull();
    expect(readSteps(container)).toEqual([['On now.', true]]);
  });
});
