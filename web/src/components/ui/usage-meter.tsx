import { usageBarColour } from '@shop-scanner/shared/subscription-rules';

/**
 * How much of a plan's monthly allowance is used: a bar that turns yellow at 75 % and
 * red at 90 %. A meter, not a progress bar: it measures an amount within a range, it is not a
 * task moving towards completion. The colour is never the only signal: the value is in the text
 * next to it and in `aria-valuetext`.
 */
export const UsageMeter = ({
  used,
  limit,
  label,
  testId,
}: {
  used: number;
  /** The plan's limit; a plan without one has no meter. */
  limit: number;
  /** The meter's accessible name, e.g. 'Scans used this month'. */
  label: string;
  testId?: string;
}) => {
  const colour = usageBarColour(used, limit);
  const shown = Math.min(used, limit);
  const share = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <div
      className={`usage-meter usage-meter--${colour}`}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={shown}
      aria-valuetext={`${used} of ${limit} used`}
      data-colour={colour}
      data-testid={testId}
    >
      <span className="usage-meter__fill" style={{ width: `${share}%` }} />
    </div>
  );
};
