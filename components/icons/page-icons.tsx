import { LineIcon, type IconProps } from './line-icon';

// Line icons that client code of one page or one part uses (the events search, the gallery's
// lightbox, the account menu), kept out of ./line-icons.tsx: a module is shipped whole, so in
// that one they were in every page's scripts (lucide's, as ./line-icons.tsx says). Server
// components may use them too, at no cost.

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

export const LogOut = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
  </LineIcon>
);

export const Send = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z" />
    <path d="m21.854 2.147-10.94 10.939" />
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

export const ExternalLink = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </LineIcon>
);
