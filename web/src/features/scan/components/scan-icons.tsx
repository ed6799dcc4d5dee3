import type { SVGProps } from 'react';
import { Icon } from '../../../components/ui/icons';

/** The scanner's own icons, in the app's icon frame; decorative: a label names each button. */
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

export const BarcodeIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 5v14M7 5v14M10 5v14M14 5v14M17 5v14M21 5v14" />
  </Icon>
);
