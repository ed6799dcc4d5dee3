import type { HTMLAttributes } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5;

/**
 * A heading at the level its page needs: the verdict sits under the analyzer's h1 on /analyze and
 * one level deeper in the scan page's url tab, and the outline stays whole in both.
 */
export const Heading = ({
  level,
  ...rest
}: { level: HeadingLevel } & HTMLAttributes<HTMLHeadingElement>) => {
  const Tag = `h${level}` as const;
  return <Tag {...rest} />;
};

/** One level below, never past h5. */
export const below = (level: HeadingLevel): HeadingLevel => (level === 2 ? 3 : level === 3 ? 4 : 5);
