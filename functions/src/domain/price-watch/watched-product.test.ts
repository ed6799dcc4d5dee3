import { describe, expect, it, vi } from 'vitest';

// The product's reader opens the table client on load; the report's rules need none of it.
vi.mock('../../lib/dynamodb', () => ({ documentClient: {}, tableName: 'shop-scanner' }));
const { earliestOf, reportOf } = await import('./watched-product');

const EARLY = '2026-11-27T09:00:00.000Z';
const LATE = '2026-11-28T09:00:00.000Z';

describe('reportOf', () => {
  it('counts what fired and what was held, with the earliest moment a held one may fire', () => {
    // Prepare
    const outcomes = [
      { fired: true, held: false, recheckAt: null },
      { fired: false, held: true, recheckAt: LATE },
      { fired: false, held: true, recheckAt: EARLY },
      { fired: false, held: true, recheckAt: null },
      { fired: false, held: false, recheckAt: null },
    ];

    // Act
    const report = reportOf(6, outcomes);

    // Assess
    expect(report).toEqual({ checked: 6, fired: 1, held: 3, recheckAt: EARLY });
  });

  it('has no moment to look again when nothing waits for time', () => {
    expect(reportOf(1, [{ fired: false, held: true, recheckAt: null }]).recheckAt).toBeNull();
  });
});

describe('earliestOf', () => {
  it('is the earliest moment given, whatever the order, and null for none', () => {
    expect(earliestOf([LATE, null, EARLY])).toBe(EARLY);
    expect(earliestOf([null, null])).toBeNull();
  });
});
