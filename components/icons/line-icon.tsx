import type * as React from 'react';

// The frame of every line icon (./line-icons.tsx, ./page-icons.tsx).

export type IconProps = React.SVGProps<SVGSVGElement>;

/** A 24 × 24 line icon in the current colour, hidden from assistive technology unless told. */
export function LineIcon({ className, children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}
