import * as React from 'react';

export type OneCellProps = {
  /** `span` inside text (a line of a paragraph), `div` otherwise. */
  as?: 'div' | 'span';
  /** The versions of one piece of content, each laid out; the box is as big as the biggest. */
  versions: readonly React.ReactNode[];
  /** The index of the one that is seen and read; the others are invisible, hidden and inert. */
  shown: number;
} & Omit<React.HTMLAttributes<HTMLElement>, 'children'>;

/**
 * Keeps room for content that changes on the page: every version is laid out in one grid
 * cell, so whichever is shown, and when it changes, nothing after it moves. Used where the page's
 * clock brings a longer line (TimeSwitch's reserveUntil, the events list's count).
 */
export function OneCell({ as: Tag = 'div', versions, shown, className, ...rest }: OneCellProps) {
  return (
    <Tag className={className ? `grid ${className}` : 'grid'} {...rest}>
      {versions.map((version, i) => (
        <Tag
          // The versions are fixed for the box's life: only which one is shown changes.
          key={i}
          className={i === shown ? 'col-start-1 row-start-1' : 'invisible col-start-1 row-start-1'}
          aria-hidden={i === shown ? undefined : true}
          inert={i !== shown}
        >
          {version}
        </Tag>
      ))}
    </Tag>
  );
}
