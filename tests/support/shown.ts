/**
 * Testing Library's `ignore` for text as shown: not the steps a TimeSwitch keeps room for while
 * another holds (hidden and aria-hidden, components/common/time-switch.tsx), nor scripts.
 */
export const SHOWN = { ignore: 'script, style, [aria-hidden="true"], [aria-hidden="true"] *' };
