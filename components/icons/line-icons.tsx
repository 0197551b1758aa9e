import { LineIcon, type IconProps } from './line-icon';

// The site's line icons as plain SVG: lucide's (ISC licence, path data copied from lucide-react
// 1.75, https://lucide.dev). lucide-react draws every icon through a client component (its Icon
// module says 'use client'), so even an icon on a server-rendered page put its runtime, about
// 1.7 KB gzipped, in every page's script and each icon into the page's React payload. To add
// one, copy its SVG children from lucide.dev into a component below; one that only the client
// code of one page uses goes in ./page-icons.tsx (a module is shipped whole: every icon here
// that any client component uses is in every page's scripts).

export const X = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
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

export const LoaderCircle = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21 12a9 9 0 1 1-6.219-8.56" />
  </LineIcon>
);

export const ArrowRight = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </LineIcon>
);

export const Calendar = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M8 2v3" />
    <path d="M16 2v3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18" />
  </LineIcon>
);

export const CalendarClock = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M16 14v2.2l1.6 1" />
    <path d="M16 2v3" />
    <path d="M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338" />
    <path d="M3 9h5.859" />
    <path d="M8 2v3" />
    <circle cx="16" cy="16" r="6" />
  </LineIcon>
);

export const CalendarDays = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M8 2v3" />
    <path d="M16 2v3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18" />
    <path d="M8 13h.01" />
    <path d="M12 13h.01" />
    <path d="M16 13h.01" />
    <path d="M8 17h.01" />
    <path d="M12 17h.01" />
    <path d="M16 17h.01" />
  </LineIcon>
);

export const CalendarPlus = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M16 18h6" />
    <path d="M16 2v3" />
    <path d="M19 15v6" />
    <path d="M21 11.5V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h8.3" />
    <path d="M3 9h18" />
    <path d="M8 2v3" />
  </LineIcon>
);

export const CalendarSync = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M11 10v4h4" />
    <path d="m11 14 1.535-1.605a5 5 0 018 1.5" />
    <path d="M16 2v3" />
    <path d="m21 18-1.535 1.605a5 5 0 01-8-1.5" />
    <path d="M21 22v-4h-4" />
    <path d="M21 8.517V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h3.517" />
    <path d="M3 9h4" />
    <path d="M8 2v3" />
  </LineIcon>
);

export const CalendarX = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M8 2v3" />
    <path d="M16 2v3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18" />
    <path d="m14 13-4 4" />
    <path d="m10 13 4 4" />
  </LineIcon>
);

export const Clock = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </LineIcon>
);

export const Download = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 15V3" />
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
  </LineIcon>
);

export const Images = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m22 11-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16" />
    <path d="M4 8a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2" />
    <circle cx="13" cy="7" r="1" fill="currentColor" />
    <rect x="8" y="2" width="14" height="14" rx="2" />
  </LineIcon>
);

export const IndianRupee = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m14 20-8-8h4c5.333 0 5.333-8 0-8" />
    <path d="M6 4h12" />
    <path d="M6 8h12" />
  </LineIcon>
);

export const Info = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4" />
    <path d="M12 8h.01" />
  </LineIcon>
);

export const Medal = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M7.21 15 2.66 7.14a2 2 0 0 1 .13-2.2L4.4 2.8A2 2 0 0 1 6 2h12a2 2 0 0 1 1.6.8l1.6 2.14a2 2 0 0 1 .14 2.2L16.79 15" />
    <path d="M11 12 5.12 2.2" />
    <path d="m13 12 5.88-9.8" />
    <path d="M8 7h8" />
    <circle cx="12" cy="17" r="5" />
    <path d="M12 18v-2h-.5" />
  </LineIcon>
);

export const Navigation = (props: IconProps) => (
  <LineIcon {...props}>
    <polygon points="3 11 22 2 13 21 11 13 3 11" />
  </LineIcon>
);

export const Phone = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384" />
  </LineIcon>
);

export const ShieldCheck = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
    <path d="m9 12 2 2 4-4" />
  </LineIcon>
);

export const Tag = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12.586 2.586A2 2 0 0 0 11.172 2H4a2 2 0 0 0-2 2v7.172a2 2 0 0 0 .586 1.414l8.704 8.704a2.426 2.426 0 0 0 3.42 0l6.58-6.58a2.426 2.426 0 0 0 0-3.42z" />
    <circle cx="7.5" cy="7.5" r=".5" fill="currentColor" />
  </LineIcon>
);

export const Trophy = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M10 14.66V17a1 1 0 0 1-1 1 2 2 0 0 0-2 2v2" />
    <path d="M14 14.66V17a1 1 0 0 0 1 1 2 2 0 0 1 2 2v2" />
    <path d="M17.916 10H19.5A2.5 2.5 0 0 0 22 7.5V5a1 1 0 0 0-1-1h-3" />
    <path d="M4 22h16" />
    <path d="M6 9a6 6 0 0 0 12 0V3a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1z" />
    <path d="M6.084 10H4.5A2.5 2.5 0 0 1 2 7.5V5a1 1 0 0 1 1-1h3" />
  </LineIcon>
);

export const Users = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <path d="M16 3.128a4 4 0 0 1 0 7.744" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
    <circle cx="9" cy="7" r="4" />
  </LineIcon>
);

export const Home = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" />
    <path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </LineIcon>
);

export const ArrowLeft = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </LineIcon>
);

export const UserRound = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="8" r="5" />
    <path d="M20 21a8 8 0 0 0-16 0" />
  </LineIcon>
);
