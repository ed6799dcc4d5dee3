/** How wide a placeholder text line is: a heading's (full and taller), or a share of the width. */
export type SkeletonLine = 'title' | 'wide' | 'medium' | 'short';

/** Placeholder text lines, one box per line (inside an aria-hidden placeholder). */
export const SkeletonLines = ({ lines }: { lines: readonly SkeletonLine[] }) =>
  lines.map((line, i) => (
    <div key={i} className={`skeleton skeleton__line skeleton__line--${line}`} />
  ));

/**
 * A loading placeholder shaped like the card it stands for: a pulsing image box and text
 * lines. Hidden from screen readers: the caller says what is loading (a status).
 */
export const CardSkeleton = ({
  className,
  imageClassName,
  bodyClassName,
  lines,
  testId,
}: {
  className: string;
  imageClassName: string;
  bodyClassName: string;
  lines: readonly SkeletonLine[];
  testId: string;
}) => (
  <div className={className} data-testid={testId} aria-hidden="true">
    <div className={`skeleton ${imageClassName}`} />
    <div className={bodyClassName}>
      <SkeletonLines lines={lines} />
    </div>
  </div>
);
