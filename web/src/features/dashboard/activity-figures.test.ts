import { describe, expect, it } from 'vitest';
import type { ProductActivityWeek } from '@shop-scanner/shared/dashboard';
import { countText, hasActivity, measureTotal, weekLabel } from './activity-figures';

const week = (
  weekStart: string,
  counts: Partial<ProductActivityWeek> = {},
): ProductActivityWeek => ({
  weekStart,
  views: 0,
  scans: 0,
  comparisons: 0,
  wishlistAdds: 0,
  ...counts,
});

describe('hasActivity', () => {
  it('finds none in no weeks at all, and none in weeks of zeros', () => {
    expect(hasActivity([])).toBe(false);
    expect(hasActivity([week('2026-11-16'), week('2026-11-23')])).toBe(false);
  });

  it('finds it in a single wishlist add', () => {
    expect(hasActivity([week('2026-11-16'), week('2026-11-23', { wishlistAdds: 1 })])).toBe(true);
  });
});

describe('measureTotal', () => {
  it('adds one measure over the weeks', () => {
    // Prepare
    const weeks = [week('2026-11-16', { views: 4, scans: 1 }), week('2026-11-23', { views: 7 })];

    // Act + Assess
    expect(measureTotal(weeks, 'views')).toBe(11);
    expect(measureTotal(weeks, 'scans')).toBe(1);
    expect(measureTotal(weeks, 'comparisons')).toBe(0);
  });
});

describe('weekLabel', () => {
  it("names the week's Monday by its calendar day, whatever the time zone", () => {
    expect(weekLabel('2026-11-23')).toBe('Nov 23');
    expect(weekLabel('2027-01-04')).toBe('Jan 4');
  });
});

describe('countText', () => {
  it('says one and many apart', () => {
    expect(countText(1, 'edit', 'edits')).toBe('1 edit');
    expect(countText(0, 'edit', 'edits')).toBe('0 edits');
    expect(countText(1200, 'view', 'views')).toBe('1,200 views');
  });
});
