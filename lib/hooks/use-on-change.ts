import * as React from 'react';

/**
 * Calls `onChange` during render when `value` differs from the last render's value: React's
 * recommended way to reset state when a prop changes, without an effect and an extra render.
 */
export function useOnChange<T>(value: T, onChange: () => void): void {
  const [previous, setPrevious] = React.useState(value);
  if (!Object.is(previous, value)) {
    setPrevious(value);
    onChange();
  }
}
