import { describe, expect, it } from 'vitest';
import {
  alertIdOf,
  decideWatch,
  dropPercentage,
  INITIAL_WATCH_STATE,
  isFarOff,
  recheckAtOf,
  type WatchInput,
  type WatchState,
} from './watch-rules';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const hoursLater = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

/** A wishlist item added at $100: reached below it. */
const itemAt = (price: number | null, now = NOW, confirmed = true): WatchInput => ({
  price,
  reached: price !== null && price < 100,
  line: 100,
  confirmed,
  now,
});

const fired = (price: number, at = NOW): WatchState => ({
  armed: false,
  lastAlertPrice: price,
  lastAlertAt: at.toISOString(),
});

describe('decideWatch', () => {
  it('fires the first time the price reaches the line, and disarms', () => {
    const decision = decideWatch(INITIAL_WATCH_STATE, itemAt(90));

    expect(decision).toEqual({ fire: true, next: fired(90) });
  });

  it('does not fire above the line, nor out of stock', () => {
    expect(decideWatch(INITIAL_WATCH_STATE, itemAt(100)).fire).toBe(false);
    expect(decideWatch(INITIAL_WATCH_STATE, itemAt(null))).toEqual({
      fire: false,
      next: INITIAL_WATCH_STATE,
    });
  });

  it('holds a price that wiggles around the line once it fired (hysteresis)', () => {
    const afterFirst = fired(99);

    const wiggle = decideWatch(afterFirst, itemAt(98.5, hoursLater(30)));

    expect(wiggle).toEqual({ fire: false, held: 'disarmed', next: afterFirst });
  });

  it('re-arms only once the price is back above the line by the margin', () => {
    const afterFirst = fired(99);

    const justAbove = decideWatch(afterFirst, itemAt(101.99, hoursLater(30)));
    const byTheMargin = decideWatch(afterFirst, itemAt(102, hoursLater(30)));

    expect(justAbove.next.armed).toBe(false);
    expect(byTheMargin).toEqual({ fire: false, next: { ...afterFirst, armed: true } });
  });

  it('fires again after re-arming, once the day since the last alert has passed', () => {
    const rearmed: WatchState = { ...fired(99), armed: true };

    expect(decideWatch(rearmed, itemAt(98, hoursLater(25)))).toEqual({
      fire: true,
      next: fired(98, hoursLater(25)),
    });
  });

  it('fires on a further drop of the margin below the last alert, without re-arming', () => {
    const afterFirst = fired(90);

    const small = decideWatch(afterFirst, itemAt(88.21, hoursLater(25)));
    const further = decideWatch(afterFirst, itemAt(88.2, hoursLater(25)));

    expect(small.fire).toBe(false);
    expect(further.fire).toBe(true);
  });

  it('holds a second alert within a day, and lets it fire when the day has passed', () => {
    const afterFirst = fired(90);

    const soon = decideWatch(afterFirst, itemAt(50, hoursLater(23)));
    const later = decideWatch(afterFirst, itemAt(50, hoursLater(24)));

    expect(soon).toEqual({ fire: false, held: 'once-a-day', next: afterFirst });
    expect(later.fire).toBe(true);
  });

  it('holds an unconfirmed far-off price, keeping the watch armed', () => {
    const decision = decideWatch(INITIAL_WATCH_STATE, itemAt(20, NOW, false));

    expect(decision).toEqual({ fire: false, held: 'unconfirmed', next: INITIAL_WATCH_STATE });
  });
});

describe('recheckAtOf', () => {
  it('is the day after the last alert for a watch held once a day', () => {
    const held = recheckAtOf('once-a-day', fired(90, NOW), hoursLater(3));

    expect(held).toBe(hoursLater(24).toISOString());
  });

  it("is now (the job's next run) for an unconfirmed price", () => {
    expect(recheckAtOf('unconfirmed', INITIAL_WATCH_STATE, NOW)).toBe(NOW.toISOString());
  });

  it('is none for a disarmed watch: only a price change can set it off', () => {
    expect(recheckAtOf('disarmed', fired(90), NOW)).toBeNull();
  });
});

describe('isFarOff', () => {
  it('is more than 30 % below the median of the references', () => {
    expect(isFarOff(69.99, [100, 100, 120])).toBe(true);
    expect(isFarOff(70, [100, 100, 120])).toBe(false);
  });

  it('is never far off without a reference', () => {
    expect(isFarOff(1, [])).toBe(false);
  });
});

describe('dropPercentage', () => {
  it('is the fall against the old price, to one decimal', () => {
    expect(dropPercentage(30, 20)).toBe(33.3);
  });

  it('is 0 without an old price or when the price did not fall', () => {
    expect(dropPercentage(null, 20)).toBe(0);
    expect(dropPercentage(20, 25)).toBe(0);
  });
});

describe('alertIdOf', () => {
  const offer = { store: 'Walmart', price: 18, seenAt: '2026-11-27T11:00:00.000Z' };

  it('is the same for the same watch and offer, whoever computes it', () => {
    expect(alertIdOf('item-1', offer)).toBe(alertIdOf('item-1', { ...offer }));
  });

  it('differs with the watch, the store, the price or when it was seen', () => {
    const ids = new Set([
      alertIdOf('item-1', offer),
      alertIdOf('item-2', offer),
      alertIdOf('item-1', { ...offer, store: 'Target' }),
      alertIdOf('item-1', { ...offer, price: 17.99 }),
      alertIdOf('item-1', { ...offer, seenAt: '2026-11-27T11:00:01.000Z' }),
    ]);

    expect(ids.size).toBe(5);
  });
});
