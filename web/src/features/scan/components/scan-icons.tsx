import type { ReactNode, SVGProps } from 'react';

/** The scanner's own stroke icons (24 px grid), decorative: a label names each button. */
const Icon = ({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);

type P = SVGProps<SVGSVGElement>;

export const TorchIcon = (p: P) => (
  <Icon {...p}>
    <path d="M8 2h8v5l-2 3v11a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1V10L8 7z" />
    <path d="M12 13v2" />
  </Icon>
);

export const FlipCameraIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <path d="M9.5 13a2.5 2.5 0 0 1 4.4-1.6M14.5 13a2.5 2.5 0 0 1-4.4 1.6" />
    <path d="M14 10v1.5h-1.5M10 16v-1.5h1.5" />
  </Icon>
);

/** Stands in for a product photo that does not exist: a plain box, never a stock picture. */
export const PackageIcon = (p: P) => (
  <Icon {...p}>
    <path d="M21 8 12 3 3 8v8l9 5 9-5z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </Icon>
);

export const BarcodeIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 5v14M7 5v14M10 5v14M14 5v14M17 5v14M21 5v14" />
  </Icon>
);
