import { describe, expect, it, vi } from 'vitest';

// The keys are pure, but their module shares the user partition's key with users.ts, which
// opens the table client when it loads.
vi.mock('../lib/dynamodb', () => ({ documentClient: {}, tableName: 'shop-scanner' }));
const { digestEntryKey, digestExpiresAt, digestWeekOf, DIGEST_SHARDS, weeksKeptAt } =
  await import('./weekly-digest-keys');

describe('digestWeekOf', () => {
  it('is the Monday of the week, in UTC, for every day of it', () => {
    const days = ['2026-11-23T00:00:00Z', '2026-11-25T12:00:00Z', '2026-11-29T23:59:59Z'];

    expect(days.map((d) => digestWeekOf(new Date(d)))).toEqual([
      '2026-11-23',
      '2026-11-23',
      '2026-11-23',
    ]);
  });

  it('starts a new week on Monday, across a month and a year', () => {
    expect(digestWeekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(digestWeekOf(new Date('2027-01-01T08:00:00Z'))).toBe('2026-12-28');
  });
});

describe('digestEntryKey', () => {
  it("puts a user's entries of one week in one of the week's shards, the same each time", () => {
    const key = digestEntryKey('2026-11-23', 'user-1');

    expect(key).toEqual(digestEntryKey('2026-11-23', 'user-1'));
    expect(key.sk).toBe('USER#user-1');
    expect(key.pk).toMatch(new RegExp(`^DIGEST#2026-11-23#[0-${DIGEST_SHARDS - 1}]$`));
  });

  it('spreads users over every shard', () => {
    const shards = new Set(
      Array.from({ length: 200 }, (_, i) => digestEntryKey('2026-11-23', `user-${i}`).pk),
    );

    expect(shards.size).toBe(DIGEST_SHARDS);
  });
});

describe('weeksKeptAt', () => {
  it('names every week whose entry the TTL may not have removed yet, this week first', () => {
    // Prepare
    const now = new Date('2026-11-27T12:00:00Z');

    // Act
    const weeks = weeksKeptAt(now);

    // Assess: every week whose entries outlive now is named; the week before the oldest is not.
    expect(weeks[0]).toBe('2026-11-23');
    const oldest = weeks.at(-1) ?? '';
    expect(new Set(weeks).size).toBe(weeks.length);
    const weekBeforeOldest = digestWeekOf(new Date(Date.parse(`${oldest}T00:00:00Z`) - 86_400_000));
    expect(digestExpiresAt(weekBeforeOldest)).toBeLessThan(now.getTime() / 1000);
  });
});
