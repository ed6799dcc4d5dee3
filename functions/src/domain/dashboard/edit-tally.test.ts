import { describe, expect, it } from 'vitest';
import { tallyEdits, type EditRecord } from './edit-tally';

const BUSINESS = 'business-sub';
const record = (at: string, action: string, userId: string): EditRecord => ({ at, action, userId });

describe('tallyEdits', () => {
  it('counts nothing for a product only created', () => {
    // Prepare
    const records = [record('2026-11-01T10:00:00.000Z', 'created', BUSINESS)];

    // Act
    const tally = tallyEdits(records, BUSINESS);

    // Assess
    expect(tally).toEqual({ count: 0, latestAt: null, byOthers: 0 });
  });

  it("counts every later change, the latest's time, and those made by someone else", () => {
    // Prepare: newest first, as the table answers; one by the business, two by a shopper.
    const records = [
      record('2026-11-20T09:00:00.000Z', 'updated', 'shopper-sub'),
      record('2026-11-10T09:00:00.000Z', 'updated', BUSINESS),
      record('2026-11-05T09:00:00.000Z', 'updated', 'shopper-sub'),
      record('2026-11-01T10:00:00.000Z', 'created', BUSINESS),
    ];

    // Act
    const tally = tallyEdits(records, BUSINESS);

    // Assess
    expect(tally).toEqual({ count: 3, latestAt: '2026-11-20T09:00:00.000Z', byOthers: 2 });
  });

  it('finds the latest edit whatever order the records come in', () => {
    // Prepare
    const records = [
      record('2026-11-05T09:00:00.000Z', 'updated', BUSINESS),
      record('2026-11-22T09:00:00.000Z', 'reverted', 'staff-sub'),
      record('2026-11-10T09:00:00.000Z', 'updated', BUSINESS),
    ];

    // Act
    const tally = tallyEdits(records, BUSINESS);

    // Assess: a kind of change this rule does not know yet still counts as an edit.
    expect(tally).toEqual({ count: 3, latestAt: '2026-11-22T09:00:00.000Z', byOthers: 1 });
  });
});
