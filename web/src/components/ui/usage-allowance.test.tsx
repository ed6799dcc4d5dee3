import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { formatDate } from '../../lib/format';
import { aSubscription } from '../../test/api-fixtures';
import { UsageAllowance } from './usage-allowance';

describe('UsageAllowance', () => {
  it.each([
    ['scan', { scan: 1 }, '1 scan remaining this month', 'Scans used this month'],
    ['scan', { scan: 0 }, '2 scans remaining this month', 'Scans used this month'],
    [
      'crossPlatformSearch',
      { crossPlatformSearch: 1 },
      '1 search or price comparison remaining this month',
      'Searches or price comparisons used this month',
    ],
  ] as const)('words %s with %o used: %s', (feature, used, text, meter) => {
    render(<UsageAllowance subscription={aSubscription({ used })} feature={feature} testId="a" />);
    expect(screen.getByTestId('a').textContent).toContain(text);
    expect(screen.getByRole('meter', { name: meter })).toBeTruthy();
    // The date in the reader's own time zone, as formatDate shows it.
    expect(screen.getByTestId('a').textContent).toContain(
      `Resets on ${formatDate('2026-12-01T00:00:00.000Z')}`,
    );
  });

  it('leaves the reset date to the page when the page says it once', () => {
    // Prepare + Act
    render(
      <UsageAllowance subscription={aSubscription()} feature="scan" testId="a" showReset={false} />,
    );

    // Assess
    expect(screen.getByRole('meter')).toBeTruthy();
    expect(screen.getByTestId('a').textContent).not.toContain('Resets on');
  });

  it('says Unlimited on a paid plan, with no meter and no reset', () => {
    render(
      <UsageAllowance
        subscription={aSubscription({ planId: 'annual' })}
        feature="scan"
        testId="a"
      />,
    );
    expect(screen.getByTestId('a').textContent).toBe('Unlimited scans');
    expect(screen.queryByRole('meter')).toBeNull();
  });
});
