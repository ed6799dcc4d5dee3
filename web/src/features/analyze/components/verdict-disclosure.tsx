import type { ReactNode, Ref } from 'react';
import { Heading, type HeadingLevel } from './heading';

/**
 * A part of the verdict that opens on demand, so the result leads with its answer at 375 px. The
 * summary carries the part's heading (the part's own title is hidden inside it, see analyze.css),
 * and a short count of what is inside.
 */
export const VerdictDisclosure = ({
  title,
  detail,
  headingLevel,
  testId,
  ref,
  children,
}: {
  title: string;
  detail?: string | undefined;
  headingLevel: HeadingLevel;
  testId: string;
  ref?: Ref<HTMLDetailsElement>;
  children: ReactNode;
}) => (
  <details className="verdict-disclosure" data-testid={testId} ref={ref}>
    <summary className="verdict-disclosure__summary">
      <Heading level={headingLevel} className="verdict-disclosure__title">
        {title}
      </Heading>
      {detail && <span className="verdict-disclosure__detail">{detail}</span>}
    </summary>
    <div className="verdict-disclosure__body">{children}</div>
  </details>
);
