import type * as React from 'react';

// The line icons the client components draw, as plain SVG: lucide-react's (ISC licence, path data
// copied from lucide-react 1.75, https://lucide.dev) without its runtime, which put about 1.6 KB
// gzipped on every page's script for a handful of icons (the header's menu, the Share button).
// Server components keep importing lucide-react: what they draw is HTML, with no script.

type IconProps = React.SVGProps<SVGSVGElement>;

/** A 24 × 24 line icon in the current colour, hidden from assistive technology unless told. */
function LineIcon({ className, children, ...props }: IconProps) {
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

export const X = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </LineIcon>
);

export const LogOut = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
  </LineIcon>
);

export const Check = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </LineIcon>
);

export const Link2 = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M9 17H7A5 5 0 0 1 7 7h2" />
    <path d="M15 7h2a5 5 0 1 1 0 10h-2" />
    <line x1="8" x2="16" y1="12" y2="12" />
  </LineIcon>
);

export const Share2 = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <line x1="8.59" x2="15.42" y1="13.51" y2="17.49" />
    <line x1="15.41" x2="8.59" y1="6.51" y2="10.49" />
  </LineIcon>
);

export const ChevronDown = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);

export const Menu = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </LineIcon>
);

export const Search = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </LineIcon>
);

export const ChevronLeft = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m15 18-6-6 6-6" />
  </LineIcon>
);

export const ChevronRight = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m9 18 6-6-6-6" />
  </LineIcon>
);

export const LoaderCircle = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21 12a9 9 0 1 1-6.219-8.56" />
  </LineIcon>
);

export const Send = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z" />
    <path d="m21.854 2.147-10.94 10.939" />
  </LineIcon>
);

export const ExternalLink = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </LineIcon>
);

export const Map = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M14.106 5.553a2 2 0 0 0 1.788 0l3.659-1.83A1 1 0 0 1 21 4.619v12.764a1 1 0 0 1-.553.894l-4.553 2.277a2 2 0 0 1-1.788 0l-4.212-2.106a2 2 0 0 0-1.788 0l-3.659 1.83A1 1 0 0 1 3 19.381V6.618a1 1 0 0 1 .553-.894l4.553-2.277a2 2 0 0 1 1.788 0z" />
    <path d="M15 5.764v15" />
    <path d="M9 3.236v15" />
  </LineIcon>
);

export const MapPin = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
    <circle cx="12" cy="10" r="3" />
  </LineIcon>
);

export const Mail = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </LineIcon>
);
